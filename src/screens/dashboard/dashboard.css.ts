import { style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'] });

export const stats = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.xl]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['5'] } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { [media.xl]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
