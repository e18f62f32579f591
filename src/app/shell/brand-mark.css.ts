import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.text,
  textDecoration: 'none',
  minWidth: 0,
  selectors: { '&:hover': { color: vars.color.text } },
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.md,
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.sm,
});

export const word = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  whiteSpace: 'nowrap',
});

export const wordAccent = style({ color: vars.color.primary });
