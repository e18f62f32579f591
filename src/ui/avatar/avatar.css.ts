import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.normal,
  userSelect: 'none',
});

export const size = styleVariants({
  sm: { width: '1.75rem', height: '1.75rem', fontSize: vars.fontSize.xs },
  md: { width: '2.25rem', height: '2.25rem', fontSize: vars.fontSize.sm },
  lg: { width: '3rem', height: '3rem', fontSize: vars.fontSize.lg },
  xl: { width: '4.5rem', height: '4.5rem', fontSize: vars.fontSize['2xl'] },
});

/** Initials backgrounds, picked from the name so one person always gets the same colour. */
export const palette = [
  style({ background: vars.color.primarySoftHover, color: vars.color.primaryActive }),
  style({ background: vars.color.blue.border, color: vars.color.blue.text }),
  style({ background: vars.color.green.border, color: vars.color.green.text }),
  style({ background: vars.color.yellow.border, color: vars.color.yellow.text }),
  style({ background: vars.color.red.border, color: vars.color.red.text }),
];

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
