import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });
export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'flex-end',
});
export const search = style({ flex: '1 1 16rem' });

// Below 640 px the table is a list of cards (src/ui/table): the name spans the card, every other cell names
// its column beside its value.
export const nameCell = style({ fontWeight: vars.fontWeight.medium, minWidth: '14rem' });
export const searchHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
export const searchTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
