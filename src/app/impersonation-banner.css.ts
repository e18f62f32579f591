import { style } from '@vanilla-extract/css';
import { vars } from '../ui';

/**
 * The banner's height, set on the document while it shows (0 otherwise): the shell's sticky parts (the top bar
 * on a phone, the sidebar's column on a desktop) stick below the banner and fit the rest of the window, so the
 * banner never covers them nor pushes the account menu out of view.
 */
export const bannerHeightProperty = '--impersonation-banner-height';
export const bannerHeight = `var(${bannerHeightProperty}, 0px)`;

export const banner = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.yellow.surface,
  borderBottom: `1px solid ${vars.color.yellow.border}`,
  color: vars.color.yellow.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
