import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const gap = {
  '0': { gap: vars.space['0'] },
  '1': { gap: vars.space['1'] },
  '2': { gap: vars.space['2'] },
  '3': { gap: vars.space['3'] },
  '4': { gap: vars.space['4'] },
  '5': { gap: vars.space['5'] },
  '6': { gap: vars.space['6'] },
  '8': { gap: vars.space['8'] },
  '10': { gap: vars.space['10'] },
  '12': { gap: vars.space['12'] },
};
const align = {
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
};
const justify = {
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
};

export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: { gap, align, justify },
  defaultVariants: { gap: '4', align: 'stretch' },
});

export const inline = recipe({
  base: { display: 'flex', flexDirection: 'row', minWidth: 0 },
  variants: {
    gap,
    align,
    justify,
    wrap: { true: { flexWrap: 'wrap' }, false: { flexWrap: 'nowrap' } },
  },
  defaultVariants: { gap: '3', align: 'center', wrap: true },
});
