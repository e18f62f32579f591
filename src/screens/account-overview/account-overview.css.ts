import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxWidth: '48rem',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  justifyContent: 'flex-end',
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['5'],
});

export const summaryText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space['4'],
  margin: 0,
});

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

/** The picture button: a label around the hidden file input, so it shows the input's focus and state. */
export const pick = style({
  alignSelf: 'flex-start',
  selectors: {
    '&:focus-within': { outline: 'none', boxShadow: vars.shadow.focus },
    '&:has(input:disabled)': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const dangerCard = style({ borderColor: vars.color.red.border });
