import { globalStyle, style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'] });

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.xl]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['5'] },
  },
});

export const item = style({ display: 'flex' });
globalStyle(`${item} > *`, { flex: 1 });
