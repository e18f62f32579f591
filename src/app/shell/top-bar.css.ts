import { keyframes, style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';
import { FLYOUT_ENTER_MS, FLYOUT_LEAVE_MS } from '../../domain/constants';
import { bannerHeight } from '../impersonation-banner.css';

export const bar = style({
  position: 'sticky',
  top: bannerHeight,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  height: vars.size.topBar,
  padding: `0 ${vars.space['3']}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.sm]: { padding: `0 ${vars.space['5']}` },
    [media.desktop]: { display: 'none' },
  },
});

export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0 });

export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], flexShrink: 0 });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  background: vars.color.backdrop,
  animation: `${fadeIn} ${FLYOUT_ENTER_MS}ms ease both`,
  selectors: { '&[data-state="leaving"]': { animation: `${fadeOut} ${FLYOUT_LEAVE_MS}ms ease both` } },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  left: 0,
  zIndex: vars.zIndex.drawer,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(20rem, 86vw)',
  background: vars.color.surface,
  boxShadow: vars.shadow.xl,
  outline: 'none',
  animation: `${slideIn} ${FLYOUT_ENTER_MS}ms ${vars.easing.standard} both`,
  selectors: {
    '&[data-state="leaving"]': { animation: `${slideOut} ${FLYOUT_LEAVE_MS}ms ease-in both` },
  },
});

export const drawerHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: vars.size.topBar,
  padding: `0 ${vars.space['3']} 0 ${vars.space['5']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const drawerBody = style({
  flex: 1,
  overflowY: 'auto',
  padding: `${vars.space['4']} ${vars.space['3']}`,
});
