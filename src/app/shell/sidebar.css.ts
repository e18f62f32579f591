import { style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';
import { bannerHeight } from '../impersonation-banner.css';

export const sidebar = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'block',
      flexShrink: 0,
      width: vars.size.sidebar,
      background: vars.color.surface,
      borderRight: `1px solid ${vars.color.border}`,
      transition: `width ${vars.duration.normal} ${vars.easing.standard}`,
    },
  },
  selectors: {
    '&[data-collapsed="true"]': { width: vars.size.sidebarCollapsed },
  },
});

/** The sidebar's column runs the page's full height; its content stays in view while the page scrolls. */
export const inner = style({
  position: 'sticky',
  // Above the page, so the bell's panel, which opens over it, is not covered by what the page paints later.
  zIndex: vars.zIndex.sticky,
  top: bannerHeight,
  display: 'flex',
  flexDirection: 'column',
  height: `calc(100vh - ${bannerHeight})`,
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  height: vars.size.topBar,
  padding: `0 ${vars.space['3']} 0 ${vars.space['5']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '[data-collapsed="true"] &': {
      flexDirection: 'column',
      justifyContent: 'center',
      height: 'auto',
      padding: `${vars.space['4']} 0`,
      gap: vars.space['3'],
    },
  },
});

export const scroll = style({
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  padding: `${vars.space['4']} ${vars.space['3']}`,
});

export const foot = style({
  padding: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});

/** The navigation list, shared by the sidebar and the drawer. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  marginTop: vars.space['5'],
});

export const groupLabel = style({
  padding: `0 ${vars.space['3']}`,
  marginBottom: vars.space['2'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textSubtle,
  whiteSpace: 'nowrap',
  selectors: {
    '[data-collapsed="true"] &': {
      height: '1px',
      margin: `0 ${vars.space['2']} ${vars.space['3']}`,
      padding: 0,
      overflow: 'hidden',
      background: vars.color.border,
      color: 'transparent',
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  height: '2.5rem',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.primarySoft, color: vars.color.primaryText },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '[data-collapsed="true"] &': { justifyContent: 'center', padding: 0 },
  },
});

export const linkIcon = style({
  flexShrink: 0,
  color: vars.color.textSubtle,
  selectors: {
    [`${link}:hover &`]: { color: vars.color.text },
    [`${link}[aria-current="page"] &`]: { color: vars.color.primary },
  },
});

export const linkLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    '[data-collapsed="true"] &': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
  },
});
