import { style, styleVariants } from '@vanilla-extract/css';
import { vars, media } from '../../../ui';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
  minWidth: 0,
  '@media': { [media.sm]: { padding: vars.space['5'] } },
});

export const featured = style({
  gridColumn: '1 / -1',
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  borderColor: 'transparent',
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.md,
  '@media': { [media.xl]: { gridColumn: 'auto' } },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSubtle,
  selectors: { [`${featured} &`]: { color: vars.color.primarySoftHover } },
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.md,
});

export const tone = styleVariants({
  primary: { background: vars.color.primarySoft, color: vars.color.primary },
  blue: { background: vars.color.blue.surface, color: vars.color.blue.solid },
  green: { background: vars.color.green.surface, color: vars.color.green.solid },
  yellow: { background: vars.color.yellow.surface, color: vars.color.yellow.solid },
  inverse: { background: 'rgba(255, 255, 255, 0.16)', color: vars.color.onPrimary },
});

export const value = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [media.sm]: { fontSize: vars.fontSize['3xl'] } },
  selectors: { [`${featured} &`]: { color: vars.color.onPrimary } },
});

export const link = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primaryText,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    [`${featured} &`]: { color: vars.color.onPrimary },
    [`${featured} &:hover`]: { color: vars.color.onPrimary },
  },
});
