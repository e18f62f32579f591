import { style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';

export const panel = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'center',
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.xs,
  '@media': {
    [media.md]: { gridTemplateColumns: '1fr auto', padding: vars.space['10'] },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  maxWidth: '36rem',
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  '@media': { [media.sm]: { fontSize: vars.fontSize['3xl'] } },
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
});

export const points = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const point = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  color: vars.color.textMuted,
});

export const pointIcon = style({ color: vars.color.green.solid, flexShrink: 0, marginTop: '2px' });

export const art = style({
  display: 'none',
  '@media': {
    [media.md]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '13rem',
      height: '13rem',
      borderRadius: vars.radius.full,
      background: `radial-gradient(circle, ${vars.color.primarySoftHover} 0%, ${vars.color.primarySoft} 68%, transparent 69%)`,
      color: vars.color.primary,
    },
  },
});

export const artTile = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '6rem',
  height: '6rem',
  borderRadius: vars.radius.xl,
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.lg,
  transform: 'rotate(-6deg)',
});
