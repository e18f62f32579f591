import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const wrap = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  paddingTop: vars.space['8'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
});

export const code = style({
  fontSize: '4.5rem',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: 1,
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  color: 'transparent',
});
