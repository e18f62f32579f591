import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

/** The line that tells the state of live updates: takes no room while there is nothing to tell. */
export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: `${vars.space['3']} ${vars.space['3']} 0`,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.yellow.text,
  background: vars.color.yellow.surface,
  border: `1px solid ${vars.color.yellow.border}`,
  selectors: {
    '&:empty': { display: 'none' },
    '&[data-live="off"]': {
      color: vars.color.red.text,
      background: vars.color.red.surface,
      borderColor: vars.color.red.border,
    },
  },
});

export const dot = style({
  flex: 'none',
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.yellow.solid,
  selectors: { '[data-live="off"] &': { background: vars.color.red.solid } },
});
