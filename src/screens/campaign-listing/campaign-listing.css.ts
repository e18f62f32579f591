import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });
export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'flex-end',
});
export const search = style({ flex: '1 1 16rem' });
