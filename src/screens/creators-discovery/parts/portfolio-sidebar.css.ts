import { keyframes, style } from '@vanilla-extract/css';
import { vars, media } from '../../../ui';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  justifyContent: 'flex-end',
  background: vars.color.backdrop,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  background: vars.color.surface,
  boxShadow: vars.shadow.xl,
  outline: 'none',
  animation: `${slideIn} ${vars.duration.normal} ${vars.easing.standard} both`,
  '@media': { [media.md]: { width: '36rem' }, [media.reducedMotion]: { animation: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerText = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const sub = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const items = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const itemButton = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 5',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  cursor: 'zoom-in',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const itemImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const kindMark = style({
  position: 'absolute',
  left: vars.space['2'],
  bottom: vars.space['2'],
  padding: `${vars.space['0']} ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.backdrop,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
});

export const viewer = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const large = style({
  display: 'block',
  width: '100%',
  maxHeight: '70vh',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.text,
});

export const strip = style({
  display: 'flex',
  gap: vars.space['2'],
  overflowX: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stripButton = style({
  width: '4rem',
  height: '5rem',
  flexShrink: 0,
  padding: 0,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  border: `2px solid transparent`,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const stripImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});
