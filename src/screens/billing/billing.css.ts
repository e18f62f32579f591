import { style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr)) auto' },
  },
});

export const toolbar = style({
  display: 'flex',
  gap: vars.space['3'],
  flexWrap: 'wrap',
  alignItems: 'center',
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const positive = style({ color: vars.color.green.text });
export const description = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const grid = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
/** The billing profile's fields, held (disabled) while the saved profile loads into them. */
export const fields = style([grid, { border: 0, margin: 0, padding: 0, minWidth: 0 }]);
export const end = style({ textAlign: 'end' });
