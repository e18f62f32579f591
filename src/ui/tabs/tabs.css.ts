import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The tabs wrap onto a second line where the screen is too narrow for them all (a phone), so every tab is in
 * view and none hides behind a sideways scroll. Each line keeps its own rule under it.
 */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
});

export const tab = style({
  position: 'relative',
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
