import { style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';

export const footer = style({
  marginTop: vars.space['12'],
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space['8']} 0 ${vars.space['6']}`,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
});

export const grid = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: '1fr',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.xl]: { gridTemplateColumns: '1.4fr 1fr 1fr 1.4fr' },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const heading = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.text,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primaryText, textDecoration: 'underline' } },
});

export const tagline = style({ maxWidth: '20rem', lineHeight: vars.lineHeight.normal });

export const hours = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  margin: 0,
});
export const hoursDay = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const hoursTime = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const social = style({
  display: 'flex',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  selectors: {
    '&:hover': {
      color: vars.color.primary,
      borderColor: vars.color.primarySoftHover,
      background: vars.color.primarySoft,
    },
  },
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginTop: vars.space['8'],
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const legal = style({
  display: 'flex',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
