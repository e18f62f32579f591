import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';
import { FLYOUT_ENTER_MS, TOAST_FADE_MS } from '../../domain/constants';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  width: '100%',
  maxWidth: '26rem',
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  pointerEvents: 'auto',
  animation: `${slideIn} ${FLYOUT_ENTER_MS}ms ${vars.easing.standard} both`,
  transition: `opacity ${TOAST_FADE_MS}ms ease, transform ${TOAST_FADE_MS}ms ease`,
  selectors: {
    '&[data-fading="true"]': { opacity: 0, transform: 'translateY(4px)' },
  },
});

export const accent = styleVariants({
  blue: { borderLeft: `4px solid ${vars.color.blue.solid}` },
  yellow: { borderLeft: `4px solid ${vars.color.yellow.solid}` },
  green: { borderLeft: `4px solid ${vars.color.green.solid}` },
  red: { borderLeft: `4px solid ${vars.color.red.solid}` },
});

export const icon = styleVariants({
  blue: { color: vars.color.blue.solid },
  yellow: { color: vars.color.yellow.solid },
  green: { color: vars.color.green.solid },
  red: { color: vars.color.red.solid },
});

export const iconSlot = style({ flexShrink: 0, paddingTop: '1px' });

export const content = style({
  flex: 1,
  minWidth: 0,
  paddingTop: '2px',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  marginTop: '-2px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textSubtle,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

/** Where toasts stack with no dialog open: bottom right on wide screens, across the bottom on phones. */
// Toasts rise from the bottom edge: the top holds the navigation, the account menu and the language switch,
// which a notice must not cover while it shows.
export const region = style({
  position: 'fixed',
  bottom: vars.space['4'],
  left: vars.space['4'],
  right: vars.space['4'],
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  pointerEvents: 'none',
  '@media': {
    [media.sm]: { left: 'auto', alignItems: 'flex-end', bottom: vars.space['5'], right: vars.space['5'] },
  },
});

/** Inside an open dialog's notice slot: in the flow above its panel, as wide as the panel. */
export const inDialog = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  pointerEvents: 'none',
  selectors: { '&:empty': { display: 'none' } },
  '@media': { [media.sm]: { padding: `0 0 ${vars.space['3']}` } },
});
