import { style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });
export const back = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const slots = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
