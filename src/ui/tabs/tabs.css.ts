import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The tabs stay in one row. Where the screen is too narrow for them all (a phone) the row scrolls sideways on
 * its own, the page does not, and its edges fade to show there is more; the selected tab is scrolled into
 * view (tabs.tsx).
 */
export const list = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'nowrap',
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

/** The fades at the edges where tabs are scrolled out of view (set by tabs.tsx from the scroll position). */
export const moreBefore = style({});
export const moreAfter = style({});
const fade = (side: 'left' | 'right') =>
  `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, transparent 0, black 2.5rem)`;
globalStyle(`${list}${moreBefore}`, { maskImage: fade('left'), WebkitMaskImage: fade('left') });
globalStyle(`${list}${moreAfter}`, { maskImage: fade('right'), WebkitMaskImage: fade('right') });
globalStyle(`${list}${moreBefore}${moreAfter}`, {
  maskImage: `${fade('left')}, ${fade('right')}`,
  WebkitMaskImage: `${fade('left')}, ${fade('right')}`,
  maskComposite: 'intersect',
  WebkitMaskComposite: 'source-in',
});

export const tab = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['3']}`,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  transition: `color ${vars.duration.fast}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: vars.space['2'],
      right: vars.space['2'],
      bottom: '-1px',
      height: '2px',
      borderRadius: '2px 2px 0 0',
      background: 'transparent',
    },
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.primaryText },
    '&[aria-selected="true"]::after': { background: vars.color.primary },
    '&:focus-visible': { outline: 'none', boxShadow: `inset ${vars.shadow.focus}` },
  },
});

export const count = style({
  minWidth: '1.375rem',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceHover,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: '1.375rem',
  textAlign: 'center',
  selectors: {
    '[aria-selected="true"] > &': { background: vars.color.primarySoft, color: vars.color.primaryText },
  },
});

export const panel = style({ paddingTop: vars.space['5'], outline: 'none' });
