import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
  overflow: 'hidden',
  transition: `box-shadow ${vars.duration.normal}, border-color ${vars.duration.normal}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong } },
});

export const thumbs = style({
  display: 'grid',
  gridTemplateColumns: '2fr 1fr',
  gridTemplateRows: '1fr 1fr',
  gap: '2px',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceSunken,
  border: 0,
  padding: 0,
  cursor: 'pointer',
  width: '100%',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: `inset ${vars.shadow.focus}` } },
});

export const thumb = style({
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  selectors: { '&:first-child': { gridRow: '1 / 3' } },
});

export const thumbImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const playMark = style({
  position: 'absolute',
  right: vars.space['1'],
  bottom: vars.space['1'],
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.backdrop,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  flex: 1,
});

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const handle = style({ fontSize: vars.fontSize.sm, color: vars.color.textSubtle });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const bio = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const actions = style({
  display: 'flex',
  gap: vars.space['2'],
  marginTop: 'auto',
  paddingTop: vars.space['2'],
});

/** Why the campaign cannot hire this creator, where Hire would be. */
export const block = style({
  alignSelf: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
