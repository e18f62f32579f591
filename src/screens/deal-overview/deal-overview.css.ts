import { style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

/*
 * The deal and its side column stand side by side from 1280 px; below, beside the sidebar, the side column
 * would be too narrow for its words ("Deliver ed"), so it follows the deal instead.
 */
export const columns = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [media.xl]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(20rem, 1fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const countdown = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

/**
 * The five steps side by side from md up, as many in a row as fit whole words; on a phone, one under the other
 * (their names do not fit across).
 */
export const steps = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['2'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))' } },
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  flexDirection: 'row',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['2'],
  paddingLeft: vars.space['3'],
  borderLeft: `4px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  minWidth: 0,
  overflowWrap: 'break-word',
  selectors: {
    '&[data-done="true"]': {
      borderLeftColor: vars.color.primary,
      borderTopColor: vars.color.primary,
      color: vars.color.text,
    },
  },
  '@media': {
    [media.md]: {
      flexDirection: 'column',
      justifyContent: 'flex-start',
      gap: vars.space['1'],
      paddingLeft: 0,
      paddingTop: vars.space['2'],
      borderLeft: 'none',
      borderTop: `4px solid ${vars.color.border}`,
    },
  },
});

export const stepName = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });
export const definition = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'break-word',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const review = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const media_ = style({
  display: 'block',
  width: '100%',
  maxHeight: '32rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.text,
});

export const checklist = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  paddingBottom: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A history line: what happened, then by whom and when under it, the same on every line whatever its length. */
export const historyItem = style([
  listItem,
  { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['1'] },
]);

export const uploadThumb = style({
  width: '3rem',
  height: '3.75rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const quote = style({
  margin: 0,
  paddingLeft: vars.space['3'],
  borderLeft: `3px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
});

export const costRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
});
export const costTotal = style([
  costRow,
  {
    fontWeight: vars.fontWeight.bold,
    paddingTop: vars.space['2'],
    borderTop: `1px solid ${vars.color.border}`,
  },
]);

/** The creator's address in the ship dialog and the delivery panel, as a label reads. */
export const shipTo = style({ display: 'grid', gap: vars.space['1'], margin: `0 0 ${vars.space['4']}` });
export const address = style({
  fontStyle: 'normal',
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
