import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui';

export const legend = style({ fontWeight: 600, textAlign: 'start', paddingBottom: vars.space['2'] });
export const priceTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});
const cell = {
  padding: `${vars.space['2']} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
} as const;
export const priceCell = style({ ...cell, textAlign: 'end' });
export const priceLabel = style({ ...cell, textAlign: 'start', fontWeight: 400 });
export const totalRow = style({ fontWeight: 700 });
