import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';
import { bannerHeight } from '../impersonation-banner.css';

export const root = style({ position: 'relative', display: 'inline-flex' });

/** In the sidebar's head, beside the collapse toggle rather than the mark. */
export const sidebarRoot = style({
  marginLeft: 'auto',
  selectors: { '[data-collapsed="true"] &': { marginLeft: 0 } },
});

export const trigger = style({ position: 'relative' });

export const count = style({
  position: 'absolute',
  top: '-2px',
  right: '-4px',
  minWidth: '1.125rem',
  height: '1.125rem',
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: '1.125rem',
  textAlign: 'center',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const panel = style({
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: `min(32rem, calc(100vh - ${vars.size.topBar} - ${bannerHeight} - ${vars.space['6']}))`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xl,
  outline: 'none',
});

/** Beside the sidebar's bell, over the page. */
export const sidebar = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space['2']})`,
  left: 0,
  width: '24rem',
});

/** On a phone: under the top bar, across the screen. */
export const topBar = style({
  position: 'fixed',
  top: `calc(${bannerHeight} + ${vars.size.topBar} + ${vars.space['1']})`,
  left: vars.space['2'],
  right: vars.space['2'],
  marginInline: 'auto',
  maxWidth: '24rem',
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const body = style({ flex: 1, minHeight: 0, overflowY: 'auto' });

export const state = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['4'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const foot = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});

export const seeAll = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primaryText,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** The count at the end of the drawer's entry. */
export const inlineCount = style([count, { position: 'static', marginLeft: 'auto', boxShadow: 'none' }]);
