import { style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.textSubtle,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primaryText } },
});

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' } },
});

export const imageFrame = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(135deg, ${vars.color.primarySoft}, ${vars.color.blue.surface})`,
  color: vars.color.primary,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const noImage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textSubtle,
  fontWeight: vars.fontWeight.medium,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.xs,
});

export const price = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space['3']} ${vars.space['6']}`,
  margin: 0,
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const term = style({ color: vars.color.textSubtle, fontWeight: vars.fontWeight.medium });
export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const description = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-line',
});

export const heading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const external = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });
