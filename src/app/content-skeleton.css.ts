import { style } from '@vanilla-extract/css';
import { vars } from '../ui';

export const page = style({ display: 'grid', gap: vars.space['5'], padding: vars.space['6'] });

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});
