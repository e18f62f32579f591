import { style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const columns = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { [media.xl]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 });

export const balance = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

/** The card / wire switch: a fieldset for its name, without the box browsers draw around one. */
export const methods = style({
  display: 'flex',
  gap: vars.space['2'],
  flexWrap: 'wrap',
  border: 0,
  margin: `${vars.space['2']} 0 0`,
  padding: 0,
  minWidth: 0,
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontVariantNumeric: 'tabular-nums',
});

export const summaryLabel = style({ margin: 0, color: vars.color.textMuted });
export const summaryValue = style({ margin: 0, textAlign: 'end' });
export const summaryTotal = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const actions = style({
  display: 'flex',
  gap: vars.space['3'],
  flexWrap: 'wrap',
  alignItems: 'center',
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  margin: 0,
  '@media': { [media.sm]: { gridTemplateColumns: 'minmax(9rem, auto) minmax(0, 1fr)' } },
});

export const term = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const reference = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  // The amount or badge beside the text sits on its first line, at its own height.
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['3']} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const rowTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium });
export const rowAmount = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  textAlign: 'end',
});
export const positive = style({ color: vars.color.green.text });

/** A term and its definition kept together in the details grid. */
export const pair = style({ display: 'contents' });

/** A value with its copy button after it, on one line while it fits. */
export const copyable = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});
