import { keyframes, style } from '@vanilla-extract/css';
import { vars, visuallyHiddenRules } from '../../ui';
import { FLYOUT_ENTER_MS } from '../../domain/constants';

const pop = keyframes({
  from: { opacity: 0, transform: 'translateY(4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const root = style({ position: 'relative' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  padding: vars.space['2'],
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '[data-collapsed="true"] &': { justifyContent: 'center', padding: vars.space['1'] },
  },
});

export const compactTrigger = style({
  width: 'auto',
  padding: vars.space['1'],
  borderRadius: vars.radius.full,
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  lineHeight: vars.lineHeight.snug,
  // Still read out in the collapsed sidebar, where the avatar alone shows.
  selectors: { '[data-collapsed="true"] &': visuallyHiddenRules },
});

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const company = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textSubtle,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textSubtle,
  selectors: { '[data-collapsed="true"] &': { display: 'none' } },
});

export const menu = style({
  position: 'absolute',
  zIndex: vars.zIndex.overlay,
  minWidth: '15rem',
  padding: vars.space['1'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${pop} ${FLYOUT_ENTER_MS}ms ${vars.easing.standard} both`,
});

export const up = style({ bottom: `calc(100% + ${vars.space['2']})`, left: 0 });
export const upCollapsed = style({ bottom: 0, left: `calc(100% + ${vars.space['3']})` });
export const down = style({ top: `calc(100% + ${vars.space['2']})`, right: 0 });

export const menuHeader = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space['1'],
  minWidth: 0,
});

export const email = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textSubtle,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const sectionLabel = style({
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['1']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textSubtle,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  height: '2.25rem',
  padding: `0 ${vars.space['3']}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  selectors: {
    '&:hover, &:focus-visible': { outline: 'none', background: vars.color.surfaceHover },
  },
});

export const itemIcon = style({ color: vars.color.textSubtle, flexShrink: 0 });
export const check = style({ marginLeft: 'auto', color: vars.color.primary });
export const separator = style({
  height: '1px',
  margin: `${vars.space['1']} 0`,
  background: vars.color.border,
});
export const danger = style({
  color: vars.color.danger,
  selectors: { '&:hover': { background: vars.color.dangerSoft } },
});
