import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], minWidth: 0 });

export const card = style({
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
  transition: `opacity ${vars.duration.normal}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const pager = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['3'] });
