import { style } from '@vanilla-extract/css';
import { vars, media } from '../../../ui';

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '5.5rem minmax(0, 1fr)',
  gap: vars.space['4'],
  padding: vars.space['3'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
  transition: `box-shadow ${vars.duration.normal}, border-color ${vars.duration.normal}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong } },
  '@media': {
    [media.sm]: { display: 'flex', flexDirection: 'column', gap: 0, padding: 0, overflow: 'hidden' },
  },
});

export const media_ = style({
  position: 'relative',
  width: '5.5rem',
  height: '5.5rem',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: `linear-gradient(135deg, ${vars.color.primarySoft}, ${vars.color.blue.surface})`,
  color: vars.color.primary,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  '@media': {
    [media.sm]: { width: '100%', height: 'auto', aspectRatio: '4 / 3', borderRadius: 0 },
  },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  '@media': { [media.sm]: { padding: `${vars.space['4']} ${vars.space['4']} 0` } },
});

export const brand = style({
  paddingRight: vars.space['16'],
  '@media': { [media.sm]: { paddingRight: 0 } },
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textSubtle,
});

export const name = style({
  paddingRight: vars.space['12'],
  '@media': { [media.sm]: { paddingRight: 0 } },
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

/** The whole card is the link to the product's page; the buttons sit above that link. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { color: vars.color.primaryText },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { boxShadow: vars.shadow.focus },
  },
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
});

export const price = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const actions = style({
  position: 'absolute',
  zIndex: 1,
  top: vars.space['2'],
  right: vars.space['2'],
  display: 'flex',
  gap: vars.space['1'],
  '@media': {
    [media.sm]: {
      position: 'relative',
      top: 'auto',
      right: 'auto',
      justifyContent: 'flex-end',
      marginTop: 'auto',
      padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['3']}`,
    },
  },
});
