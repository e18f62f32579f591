import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

export const card = recipe({
  base: {
    position: 'relative',
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.xs,
    minWidth: 0,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space['4'] },
      md: {
        padding: vars.space['4'],
        '@media': { [media.sm]: { padding: vars.space['6'] } },
      },
      lg: {
        padding: vars.space['6'],
        '@media': { [media.sm]: { padding: vars.space['8'] } },
      },
    },
    interactive: {
      true: {
        transition: `box-shadow ${vars.duration.normal}, border-color ${vars.duration.normal}, transform ${vars.duration.normal}`,
        selectors: {
          '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
          '&:focus-within': { borderColor: vars.color.primary },
        },
      },
    },
  },
  defaultVariants: { padding: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  flexWrap: 'wrap',
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});
export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const description = style({ fontSize: vars.fontSize.md, color: vars.color.textSubtle });
export const actions = style({ display: 'flex', gap: vars.space['2'], flexShrink: 0 });
