import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const count = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textSubtle,
  fontVariantNumeric: 'tabular-nums',
});

/** Past the limit: the colour and weight of a field's error. */
export const over = style([count, { color: vars.color.danger, fontWeight: vars.fontWeight.semibold }]);
