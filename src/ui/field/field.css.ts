import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const required = style({ color: vars.color.danger, marginInlineStart: '0.2em' });

export const aside = style({ fontSize: vars.fontSize.sm, color: vars.color.textSubtle });

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textSubtle,
  lineHeight: vars.lineHeight.snug,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

export const errorIcon = style({ flexShrink: 0, marginTop: '1px' });
