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
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  margin: `0 calc(-1 * ${vars.space['3']})`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceHover,
  color: vars.color.textMuted,
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });
export const name = style({ fontWeight: vars.fontWeight.medium });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textSubtle });
export const arrow = style({ color: vars.color.textDisabled, flexShrink: 0 });
