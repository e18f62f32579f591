import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';
import { FLYOUT_ENTER_MS, FLYOUT_LEAVE_MS } from '../../domain/constants';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const sink = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
});

// A column: the notice slot, then the panel; at the bottom edge on phones, centred on wider screens.
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-end',
  background: vars.color.backdrop,
  backdropFilter: 'blur(2px)',
  animation: `${fadeIn} ${FLYOUT_ENTER_MS}ms ${vars.easing.standard} both`,
  '@media': {
    [media.sm]: { justifyContent: 'center', padding: vars.space['6'] },
  },
  selectors: {
    '&[data-state="leaving"]': { animation: `${fadeOut} ${FLYOUT_LEAVE_MS}ms ease-in both` },
  },
});

/** Where toasts show while the dialog is open: above the panel, which gives up the room they take. */
export const noticeSlot = style({ width: '100%', flexShrink: 0 });

export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  maxHeight: '92vh',
  background: vars.color.surface,
  borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
  boxShadow: vars.shadow.xl,
  animation: `${rise} ${FLYOUT_ENTER_MS}ms ${vars.easing.standard} both`,
  outline: 'none',
  '@media': {
    [media.sm]: { borderRadius: vars.radius.xl, maxHeight: 'calc(100vh - 3rem)' },
  },
  selectors: {
    '[data-state="leaving"] > &': { animation: `${sink} ${FLYOUT_LEAVE_MS}ms ease-in both` },
  },
});

export const size = styleVariants({
  sm: { '@media': { [media.sm]: { maxWidth: '26rem' } } },
  md: { '@media': { [media.sm]: { maxWidth: '32rem' } } },
  lg: { '@media': { [media.sm]: { maxWidth: '42rem' } } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['5']} ${vars.space['5']} 0`,
  '@media': { [media.sm]: { padding: `${vars.space['6']} ${vars.space['6']} 0` } },
});

export const headerText = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});
export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const description = style({ fontSize: vars.fontSize.md, color: vars.color.textSubtle });

export const toneIcon = styleVariants({
  neutral: { display: 'none' },
  danger: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: vars.radius.full,
    background: vars.color.dangerSoft,
    color: vars.color.danger,
  },
});

export const close = style({
  marginTop: `calc(-1 * ${vars.space['1']})`,
  marginRight: `calc(-1 * ${vars.space['2']})`,
});

export const body = style({
  padding: vars.space['5'],
  overflowY: 'auto',
  '@media': { [media.sm]: { padding: vars.space['6'] } },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  borderRadius: `0 0 ${vars.radius.xl} ${vars.radius.xl}`,
  '@media': {
    [media.sm]: {
      flexDirection: 'row',
      justifyContent: 'flex-end',
      padding: `${vars.space['4']} ${vars.space['6']}`,
    },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 });
