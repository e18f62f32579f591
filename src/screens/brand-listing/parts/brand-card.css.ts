import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
  transition: `box-shadow ${vars.duration.normal}, border-color ${vars.duration.normal}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong } },
});

export const head = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['3'] });
export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  flex: 1,
});
export const name = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
export const description = style({ color: vars.color.textSubtle, overflowWrap: 'anywhere' });

export const foot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginTop: 'auto',
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const productsLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primaryText } },
});

export const actions = style({ display: 'flex', gap: vars.space['1'] });
