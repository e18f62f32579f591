import { globalStyle, style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: '1fr',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.xl]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: `opacity ${vars.duration.normal}`,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.xl]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const item = style({ display: 'flex' });
globalStyle(`${item} > *`, { flex: 1 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.xs,
});

export const preview = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 5',
  padding: 0,
  border: 0,
  background: vars.color.surfaceSunken,
  cursor: 'zoom-in',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: `inset ${vars.shadow.focus}` } },
});

export const thumb = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const play = style({
  position: 'absolute',
  left: vars.space['2'],
  bottom: vars.space['2'],
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.backdrop,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  flex: 1,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const sub = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  marginTop: 'auto',
  paddingTop: vars.space['2'],
});

export const large = style({
  display: 'block',
  width: '100%',
  maxHeight: '70vh',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.text,
});
