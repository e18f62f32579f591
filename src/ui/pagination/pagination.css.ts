import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

export const summary = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm });

// On a phone the list takes its own line: previous at the left edge, "2 of 9" in the middle, next at the right.
export const list = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['1'],
  width: '100%',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.sm]: { width: 'auto', justifyContent: 'flex-start' } },
});

export const pageItem = style({
  display: 'none',
  '@media': { [media.sm]: { display: 'block' } },
});

export const page = style({
  minWidth: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: `0 ${vars.space['2']}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-current="page"]': {
      background: vars.color.primarySoft,
      color: vars.color.primaryText,
      borderColor: vars.color.primarySoftHover,
    },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const gap = style({ color: vars.color.textSubtle, padding: `0 ${vars.space['1']}` });

export const compact = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  padding: `0 ${vars.space['2']}`,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { [media.sm]: { display: 'none' } },
});

/** Previous and next say their words from the small breakpoint up; on a phone their arrows and names suffice. */
export const stepLabel = style({
  display: 'none',
  '@media': { [media.sm]: { display: 'inline' } },
});
