import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const container = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.xs,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.md,
});

export const caption = style({
  padding: `${vars.space['4']} ${vars.space['5']}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const th = style({
  padding: `${vars.space['3']} ${vars.space['5']}`,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export const row = style({
  transition: `background-color ${vars.duration.fast}`,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const td = style({
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  verticalAlign: 'middle',
  selectors: { [`${row}:last-child > &`]: { borderBottom: 0 } },
});

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const actions = style({ textAlign: 'right', whiteSpace: 'nowrap', width: '1%' });
export const primaryCell = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
