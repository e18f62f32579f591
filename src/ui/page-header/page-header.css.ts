import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const eyebrow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSubtle,
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  letterSpacing: vars.letterSpacing.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.sm]: { fontSize: vars.fontSize['3xl'] } },
});

export const description = style({
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.md,
  maxWidth: '42rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], flexShrink: 0 });
