import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui';

export const zone = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['4'],
  border: `1.5px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&:hover, &[data-dragging="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
    },
    '&:focus-within': { borderColor: vars.color.primary, boxShadow: vars.shadow.focus },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const preview = style({
  flexShrink: 0,
  width: '5rem',
  height: '5rem',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const placeholder = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '5rem',
  height: '5rem',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.primary,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  flex: 1,
  paddingRight: vars.space['16'],
});
export const primary = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.primaryText });
export const secondary = style({ fontSize: vars.fontSize.sm, color: vars.color.textSubtle });
export const wrap = style({ position: 'relative' });
export const remove = style({
  position: 'absolute',
  right: vars.space['3'],
  top: '50%',
  transform: 'translateY(-50%)',
});
