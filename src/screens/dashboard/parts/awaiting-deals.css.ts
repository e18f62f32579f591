import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.yellow.solid}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingTop: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const link = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.primaryText });

/** A block inside the panel (the deals waiting, within "Needs you"). */
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** A task's sentence: it takes the row's room, its action stays at the end. */
export const task = style({ flex: '1 1 12rem', minWidth: 0, fontSize: vars.fontSize.sm });
