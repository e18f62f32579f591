import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

export const container = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.xs,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.md,
});

export const caption = style({
  padding: `${vars.space['4']} ${vars.space['5']}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const th = style({
  padding: `${vars.space['3']} ${vars.space['5']}`,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export const row = style({
  transition: `background-color ${vars.duration.fast}`,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const td = style({
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  verticalAlign: 'middle',
  selectors: { [`${row}:last-child > &`]: { borderBottom: 0 } },
});

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const actions = style({ textAlign: 'right', whiteSpace: 'nowrap', width: '1%' });
export const primaryCell = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

/*
 * On a phone (below 640 px) a table becomes a list of cards: the header row is read by screen readers only,
 * each row is a framed card, and each cell a line that names its column (the cell's `data-label`) beside its
 * value, so every value is on screen without scrolling sideways.
 */
const phone = media.belowSm;

globalStyle(`${container}:has(> ${table})`, {
  '@media': { [phone]: { border: 0, background: 'transparent', boxShadow: 'none', overflowX: 'visible' } },
});

globalStyle(`${table}, ${table} > tbody, ${table} > tbody > tr, ${table} > tbody > tr > td`, {
  '@media': { [phone]: { display: 'block', width: '100%' } },
});

globalStyle(`${table} > thead`, {
  '@media': {
    [phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

globalStyle(`${table} > caption`, { '@media': { [phone]: { display: 'block', paddingInline: 0 } } });

globalStyle(`${table} > tbody > tr`, {
  '@media': {
    [phone]: {
      marginBottom: vars.space['3'],
      padding: `${vars.space['2']} ${vars.space['4']}`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      background: vars.color.surface,
      boxShadow: vars.shadow.xs,
    },
  },
});

globalStyle(`${table} > tbody > tr > td`, {
  '@media': {
    [phone]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: vars.space['3'],
      padding: `${vars.space['2']} 0`,
      textAlign: 'right',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
  },
});

globalStyle(`${table} > tbody > tr > td:not([data-label])`, {
  '@media': { [phone]: { display: 'block', textAlign: 'left' } },
});

globalStyle(`${table} > tbody > tr > td[data-label]::before`, {
  '@media': {
    [phone]: {
      content: 'attr(data-label)',
      flexShrink: 0,
      color: vars.color.textSubtle,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.semibold,
      letterSpacing: vars.letterSpacing.wide,
      textTransform: 'uppercase',
      textAlign: 'left',
    },
  },
});

globalStyle(`${table} > tbody > tr > td:last-child`, { '@media': { [phone]: { borderBottom: 0 } } });
