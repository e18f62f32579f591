import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });
