import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    selectors: {
      '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        boxShadow: vars.shadow.xs,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.primaryHover,
            color: vars.color.onPrimary,
          },
          '&:active:not(:disabled)': { background: vars.color.primaryActive },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        boxShadow: vars.shadow.xs,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.surfaceMuted,
            color: vars.color.text,
          },
          '&:active:not(:disabled)': { background: vars.color.surfaceHover },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.textMuted,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.surfaceHover,
            color: vars.color.text,
          },
          '&:active:not(:disabled)': { background: vars.color.surfaceSunken },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        boxShadow: vars.shadow.xs,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.dangerHover,
            color: vars.color.onDanger,
          },
          '&:active:not(:disabled)': { background: vars.color.dangerActive },
          '&:focus-visible': { boxShadow: vars.shadow.focusDanger },
        },
      },
    },
    size: {
      sm: { height: vars.size.controlSm, paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
      md: { height: vars.size.control, paddingInline: vars.space['4'], fontSize: vars.fontSize.md },
      lg: { height: vars.size.controlLg, paddingInline: vars.space['5'], fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
    iconOnly: { true: { paddingInline: 0, aspectRatio: '1' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** While loading, the label keeps its width but is hidden under the spinner. */
export const labelHidden = style({
  visibility: 'hidden',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
});
export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
