import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

/** The line that tells the state of live updates: takes no room while there is nothing to tell. */
export const status = style({
  selectors: { '&:empty': { display: 'none' } },
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: `${vars.space['3']} ${vars.space['3']} 0`,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const dot = style({
  flex: 'none',
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.textSubtle,
  selectors: { '[data-live="off"] &': { background: vars.color.danger } },
});
