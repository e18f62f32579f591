import { globalStyle, style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'] });

export const stats = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.xl]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['5'] },
  },
});

/** On phones the featured balance and the last figure take a whole row each, so the six between them pair up. */
globalStyle(`${stats} > :first-child, ${stats} > :last-child`, {
  gridColumn: '1 / -1',
  '@media': { [media.md]: { gridColumn: 'auto' } },
});

export const figures = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const figuresTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const columns = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { [media.xl]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
