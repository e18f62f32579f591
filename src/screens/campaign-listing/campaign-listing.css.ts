import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });
export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'flex-end',
});
export const search = style({ flex: '1 1 16rem' });

/*
 * Below the medium width the table's seven columns do not fit a phone: each campaign becomes a card, its name
 * first across the card and every other cell a line with its column's name (the cell's data-label) before it.
 */
const narrow = `screen and (max-width: ${breakpoints.md - 0.02}px)`;
export const table = style({ '@media': { [narrow]: { display: 'block' } } });
export const head = style({ '@media': { [narrow]: { display: 'none' } } });
export const body = style({ '@media': { [narrow]: { display: 'block' } } });
export const row = style({
  '@media': {
    [narrow]: {
      display: 'block',
      padding: `${vars.space['3']} 0`,
      borderBottom: `1px solid ${vars.color.border}`,
      selectors: { '&:last-child': { borderBottom: 0 } },
    },
  },
});
// `tr > &` outweighs the table's own cell padding and borders.
export const cell = style({
  '@media': {
    [narrow]: {
      selectors: {
        'tr > &': {
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: vars.space['4'],
          padding: `${vars.space['1']} ${vars.space['4']}`,
          borderBottom: 0,
          textAlign: 'end',
          overflowWrap: 'anywhere',
        },
        '&::before': {
          content: 'attr(data-label)',
          flexShrink: 0,
          color: vars.color.textSubtle,
          fontSize: vars.fontSize.sm,
          fontWeight: vars.fontWeight.semibold,
          textAlign: 'start',
        },
      },
    },
  },
});
export const nameCell = style({
  fontWeight: vars.fontWeight.medium,
  minWidth: '14rem',
  '@media': {
    [narrow]: {
      selectors: {
        'tr > &': {
          display: 'block',
          minWidth: 0,
          padding: `${vars.space['1']} ${vars.space['4']} ${vars.space['2']}`,
          borderBottom: 0,
          fontSize: vars.fontSize.lg,
          overflowWrap: 'anywhere',
        },
      },
    },
  },
});
