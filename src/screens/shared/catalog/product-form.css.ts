import { style } from '@vanilla-extract/css';
import { vars, media } from '../../../ui';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const pair = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
