import { style } from '@vanilla-extract/css';
import { vars, media } from '../../../ui';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
  '@media': { [media.sm]: { padding: vars.space['6'] } },
});

export const head = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });
export const lead = style({ color: vars.color.textSubtle });

export const progress = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const track = style({
  flex: 1,
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const fill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  background: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.accent})`,
  transition: `width ${vars.duration.slow} ${vars.easing.standard}`,
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space['4'],
  padding: `${vars.space['4']} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.sm]: { gridTemplateColumns: 'auto 1fr auto', alignItems: 'center' } },
});

export const marker = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '[data-state="done"] &': {
      background: vars.color.green.solid,
      borderColor: vars.color.green.solid,
      color: vars.color.onPrimary,
    },
    '[data-state="current"] &': {
      borderColor: vars.color.primary,
      color: vars.color.primary,
      background: vars.color.primarySoft,
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const stepTitle = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  selectors: { '[data-state="done"] &': { color: vars.color.textSubtle, textDecoration: 'line-through' } },
});
export const stepText = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.md });

export const action = style({
  gridColumn: '2',
  justifySelf: 'start',
  '@media': { [media.sm]: { gridColumn: 'auto', justifySelf: 'end' } },
});

/** Widths of the bar for 0 to 3 steps done. */
export const filled = [
  style({ width: '0%' }),
  style({ width: '33.3%' }),
  style({ width: '66.7%' }),
  style({ width: '100%' }),
];

/** The checklist folded once every step is done: one quiet line. */
export const allDone = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
