/**
 * Breakpoints, in pixels, and the media queries built from them. Mobile first: a query applies from that
 * width up. `desktop` is the width at which the sidebar replaces the top bar (SPEC.md §9).
 */
import { SIDEBAR_BREAKPOINT_PX } from '../../domain/constants';

export const breakpoints = {
  sm: 640,
  md: 768,
  desktop: SIDEBAR_BREAKPOINT_PX,
  xl: 1280,
} as const;

export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  /** A phone: wide tables become cards below this width. */
  belowSm: `screen and (max-width: ${breakpoints.sm - 0.02}px)`,
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
