/**
 * The theme: the contract of every colour, space, radius, shadow and type size a component may use, the
 * light theme's values, and the document's base styles. Components and screens refer to `vars.*` only.
 *
 * Values and base styles live in this module on purpose: every component imports `vars` from here, so the
 * bundler can never drop them as an unused side-effect-only import.
 */
import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { FLYOUT_ENTER_MS, FLYOUT_LEAVE_MS } from '../../domain/constants';
import { media } from './breakpoints';

const notice = { surface: null, border: null, text: null, solid: null };

export const vars = createThemeContract({
  color: {
    page: null,
    surface: null,
    surfaceMuted: null,
    surfaceHover: null,
    surfaceSunken: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    textSubtle: null,
    textDisabled: null,
    textInverse: null,
    primary: null,
    primaryHover: null,
    primaryActive: null,
    primarySoft: null,
    primarySoftHover: null,
    primaryText: null,
    onPrimary: null,
    accent: null,
    danger: null,
    dangerHover: null,
    dangerActive: null,
    dangerSoft: null,
    onDanger: null,
    focusRing: null,
    backdrop: null,
    veil: null,
    veilSurface: null,
    skeleton: null,
    skeletonShine: null,
    blue: notice,
    yellow: notice,
    green: notice,
    red: notice,
  },
  space: {
    '0': null,
    '1': null,
    '2': null,
    '3': null,
    '4': null,
    '5': null,
    '6': null,
    '8': null,
    '10': null,
    '12': null,
    '16': null,
  },
  radius: { sm: null, md: null, lg: null, xl: null, full: null },
  shadow: { xs: null, sm: null, md: null, lg: null, xl: null, focus: null, focusDanger: null },
  font: { body: null, mono: null },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    '2xl': null,
    '3xl': null,
    '4xl': null,
  },
  lineHeight: { tight: null, snug: null, normal: null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  letterSpacing: { tight: null, normal: null, wide: null },
  duration: { fast: null, normal: null, slow: null },
  easing: { standard: null, emphasized: null },
  size: {
    control: null,
    controlSm: null,
    controlLg: null,
    sidebar: null,
    sidebarCollapsed: null,
    topBar: null,
    content: null,
  },
  zIndex: { sticky: null, drawer: null, overlay: null, modal: null, toast: null },
});

/* The light theme's values: an indigo primary on neutral greys, the four notice colours of SPEC.md §3
   (blue, yellow, green, red), a 4 px spacing grid and an Inter-like system font stack. */
createGlobalTheme(':root', vars, {
  color: {
    page: '#f5f6f8',
    surface: '#ffffff',
    surfaceMuted: '#f9fafb',
    surfaceHover: '#f3f4f6',
    surfaceSunken: '#eef0f3',
    border: '#e4e7ec',
    borderStrong: '#cfd4dc',
    text: '#101828',
    textMuted: '#475467',
    textSubtle: '#667085',
    textDisabled: '#98a2b3',
    textInverse: '#ffffff',
    primary: '#4f46e5',
    primaryHover: '#4338ca',
    primaryActive: '#3730a3',
    primarySoft: '#eef2ff',
    primarySoftHover: '#e0e7ff',
    primaryText: '#4338ca',
    onPrimary: '#ffffff',
    accent: '#7c3aed',
    danger: '#d92d20',
    dangerHover: '#b42318',
    dangerActive: '#912018',
    dangerSoft: '#fef3f2',
    onDanger: '#ffffff',
    focusRing: 'rgba(79, 70, 229, 0.35)',
    backdrop: 'rgba(16, 24, 40, 0.55)',
    veil: 'rgba(245, 246, 248, 0.65)',
    veilSurface: 'rgba(255, 255, 255, 0.72)',
    skeleton: '#eaecf0',
    skeletonShine: '#f5f6f8',
    blue: { surface: '#eff6ff', border: '#bfdbfe', text: '#1e40af', solid: '#2563eb' },
    yellow: { surface: '#fffaeb', border: '#fedf89', text: '#93370d', solid: '#dc6803' },
    green: { surface: '#ecfdf3', border: '#abefc6', text: '#05603a', solid: '#079455' },
    red: { surface: '#fef3f2', border: '#fecdca', text: '#912018', solid: '#d92d20' },
  },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
  },
  radius: { sm: '6px', md: '8px', lg: '12px', xl: '16px', full: '9999px' },
  shadow: {
    xs: '0 1px 2px rgba(16, 24, 40, 0.05)',
    sm: '0 1px 3px rgba(16, 24, 40, 0.08), 0 1px 2px rgba(16, 24, 40, 0.04)',
    md: '0 4px 8px -2px rgba(16, 24, 40, 0.08), 0 2px 4px -2px rgba(16, 24, 40, 0.04)',
    lg: '0 12px 16px -4px rgba(16, 24, 40, 0.08), 0 4px 6px -2px rgba(16, 24, 40, 0.03)',
    xl: '0 24px 48px -12px rgba(16, 24, 40, 0.22)',
    focus: '0 0 0 4px rgba(79, 70, 229, 0.22)',
    focusDanger: '0 0 0 4px rgba(217, 45, 32, 0.18)',
  },
  font: {
    body: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.8125rem',
    md: '0.875rem',
    lg: '1rem',
    xl: '1.125rem',
    '2xl': '1.375rem',
    '3xl': '1.75rem',
    '4xl': '2.25rem',
  },
  lineHeight: { tight: '1.2', snug: '1.35', normal: '1.55' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  letterSpacing: { tight: '-0.02em', normal: '0', wide: '0.06em' },
  duration: { fast: '120ms', normal: `${FLYOUT_ENTER_MS}ms`, slow: `${FLYOUT_LEAVE_MS * 2}ms` },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)' },
  size: {
    control: '2.5rem',
    controlSm: '2rem',
    controlLg: '2.875rem',
    sidebar: '16.5rem',
    sidebarCollapsed: '4.5rem',
    topBar: '3.75rem',
    content: '80rem',
  },
  zIndex: { sticky: '10', drawer: '40', overlay: '50', modal: '60', toast: '70' },
});

/* A small reset and the base styles of the document. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('h1, h2, h3, h4, h5, h6', {
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
});
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', margin: 0, padding: 0 });
globalStyle('img, picture, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('button:disabled', { cursor: 'not-allowed' });
globalStyle('a', {
  color: vars.color.primaryText,
  textDecorationThickness: '1px',
  textUnderlineOffset: '2px',
});
globalStyle('a:hover', { color: vars.color.primaryActive });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' });
globalStyle('::selection', { background: vars.color.primarySoftHover });
globalStyle('#root', { minHeight: '100vh', isolation: 'isolate' });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
