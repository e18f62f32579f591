import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { checkbox } from './inputs.css';

/** A radio button: the checkbox's box made round, a dot when chosen. */
export const radio = style([
  checkbox,
  {
    borderRadius: vars.radius.full,
    selectors: {
      '&::after': {
        width: '0.5rem',
        height: '0.5rem',
        border: 0,
        borderRadius: vars.radius.full,
        background: vars.color.onPrimary,
        transform: 'none',
      },
    },
  },
]);
