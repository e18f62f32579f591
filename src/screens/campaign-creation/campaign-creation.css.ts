import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars, media } from '../../ui';

const belowSm = `screen and (max-width: ${breakpoints.sm - 0.02}px)`;

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  position: 'relative',
});

export const progress = style({
  display: 'flex',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
});

export const progressItem = styleVariants({
  done: { color: vars.color.primaryText },
  current: { color: vars.color.text, fontWeight: 600 },
  upcoming: { color: vars.color.textMuted },
});

export const progressMarker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['6'],
  height: vars.space['6'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  marginInlineEnd: vars.space['2'],
  fontSize: vars.fontSize.sm,
});

export const progressEntry = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInlineEnd: vars.space['3'],
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  '@media': { [media.md]: { padding: vars.space['6'] } },
});

export const kinds = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const kind = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  textAlign: 'start',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
  },
});

export const kindTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 600, margin: 0 });
export const kindText = style({ color: vars.color.textMuted, margin: 0 });
export const kindPrice = style({ color: vars.color.primaryText, fontWeight: 600, margin: 0 });

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const legend = style({ fontWeight: 600, marginBottom: vars.space['2'], padding: 0 });
export const error = style({ color: vars.color.danger, margin: 0, fontSize: vars.fontSize.sm });

/* On a phone the buttons take the card's width, the step's main one on top; side by side from the small width. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['3'],
  '@media': {
    [media.sm]: { flexDirection: 'row', justifyContent: 'space-between', flexWrap: 'wrap' },
  },
});
// The first step has no Back: its place holder only keeps Next at the end of the row.
globalStyle(`${actions} > span:empty`, { '@media': { [belowSm]: { display: 'none' } } });

export const payment = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const note = style({ color: vars.color.textMuted, margin: 0 });
export const summaryColumns = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { [media.xl]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
// The summary's answers, a group per step with its Edit link.
export const answers = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const answerGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingBlockEnd: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const answerHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['3'] });
export const answerTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const answerTerms = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});
export const answerTerm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});
export const answerWide = style([answerTerm, { gridColumn: '1 / -1' }]);
export const answerValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const progressLink = style({ color: 'inherit', display: 'inline-flex', alignItems: 'center' });

// The settings' products: one a line, the deals of a chosen one beside it.
export const products = style([choices, { flexDirection: 'column', flexWrap: 'nowrap' }]);
export const productRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: vars.space['10'],
});
export const productDeals = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
});
export const productDealsInput = style({ width: '6rem' });
// The running price beside the settings.
export const runningPrice = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const priceLines = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${priceLines} th`, { textAlign: 'start', fontWeight: 400, padding: `${vars.space['1']} 0` });
globalStyle(`${priceLines} td`, {
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
export const priceTotal = style({ borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${priceTotal} th, ${priceTotal} td`, { fontWeight: 600, paddingTop: vars.space['2'] });
