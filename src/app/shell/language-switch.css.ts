import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  padding: '3px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.xs,
});

export const icon = style({
  color: vars.color.textSubtle,
  margin: `0 ${vars.space['1']} 0 ${vars.space['2']}`,
});

export const option = style({
  height: '1.75rem',
  padding: `0 ${vars.space['3']}`,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-pressed="true"]': { background: vars.color.primarySoft, color: vars.color.primaryText },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
