import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const tone = (surface: string, text: string, border: string) => ({
  background: surface,
  color: text,
  boxShadow: `inset 0 0 0 1px ${border}`,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    flexShrink: 0,
    lineHeight: 1.4,
  },
  variants: {
    tone: {
      neutral: tone(vars.color.surfaceHover, vars.color.textMuted, vars.color.border),
      primary: tone(vars.color.primarySoft, vars.color.primaryText, vars.color.primarySoftHover),
      blue: tone(vars.color.blue.surface, vars.color.blue.text, vars.color.blue.border),
      yellow: tone(vars.color.yellow.surface, vars.color.yellow.text, vars.color.yellow.border),
      green: tone(vars.color.green.surface, vars.color.green.text, vars.color.green.border),
      red: tone(vars.color.red.surface, vars.color.red.text, vars.color.red.border),
    },
    size: {
      sm: { fontSize: vars.fontSize.xs, padding: `1px ${vars.space['2']}` },
      md: { fontSize: vars.fontSize.sm, padding: `2px ${vars.space['3']}` },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});
