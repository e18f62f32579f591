import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const travel = keyframes({
  '0%': { transform: 'translateX(-100%) scaleX(0.4)' },
  '50%': { transform: 'translateX(20%) scaleX(0.6)' },
  '100%': { transform: 'translateX(100%) scaleX(0.4)' },
});

/** Shown only after a short pause, so quick route changes do not flash. */
export const overlay = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.primary,
  animation: `${appear} ${vars.duration.normal} ease 150ms both`,
});

export const page = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.veil,
  backdropFilter: 'blur(1px)',
});

export const contained = style({
  position: 'absolute',
  inset: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.veilSurface,
  borderRadius: 'inherit',
});

export const inline = style({ minHeight: '16rem', width: '100%' });

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  overflow: 'hidden',
  zIndex: vars.zIndex.toast,
  background: vars.color.primarySoft,
});

export const barFill = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.accent})`,
  transformOrigin: 'left',
  animation: `${travel} 1.1s ${vars.easing.standard} infinite`,
});

export const spinnerCard = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});
