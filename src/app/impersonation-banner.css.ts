import { style } from '@vanilla-extract/css';
import { vars } from '../ui';

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
