import { globalStyle, style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  '@media': { [media.sm]: { flexDirection: 'row', alignItems: 'center' } },
});

export const searchBox = style({ flex: 1, maxWidth: '28rem' });
export const brandBox = style({ '@media': { [media.sm]: { width: '14rem' } } });

export const grid = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: `opacity ${vars.duration.normal}`,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['4'] },
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.xl]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['5'] },
  },
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const item = style({ display: 'flex' });
globalStyle(`${item} > *`, { flex: 1 });
