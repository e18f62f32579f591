import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: {
    '&:first-child': { borderTop: 'none' },
    '&[data-read="false"]': { background: vars.color.primarySoft },
  },
});

export const dot = style({
  flex: 'none',
  width: vars.space['2'],
  height: vars.space['2'],
  marginTop: vars.space['2'],
  borderRadius: vars.radius.full,
  background: 'transparent',
  selectors: { [`${item}[data-read="false"] &`]: { background: vars.color.primary } },
});

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

const words = {
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
} as const;

export const text = style(words);

export const link = style({
  ...words,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    [`${item}[data-read="false"] &`]: { fontWeight: vars.fontWeight.medium },
  },
});

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const mark = style({ flex: 'none' });
