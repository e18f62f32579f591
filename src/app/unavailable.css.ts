import { style } from '@vanilla-extract/css';
import { vars } from '../ui';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['6'],
});

export const panel = style({
  width: '100%',
  maxWidth: '32rem',
  background: vars.color.surface,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
});
