import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    borderRadius: vars.radius.sm,
    background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonShine} 50%, ${vars.color.skeleton} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
  },
  variants: {
    shape: {
      text: { height: '0.875rem' },
      heading: { height: '1.5rem' },
      control: { height: vars.size.control, borderRadius: vars.radius.md },
      block: { height: '8rem', borderRadius: vars.radius.lg },
      media: { aspectRatio: '4 / 3', height: 'auto', borderRadius: vars.radius.md },
      avatar: { width: '2.25rem', height: '2.25rem', borderRadius: vars.radius.full },
    },
    width: {
      full: { width: '100%' },
      threeQuarters: { width: '75%' },
      half: { width: '50%' },
      third: { width: '33%' },
      quarter: { width: '25%' },
      auto: {},
    },
  },
  defaultVariants: { shape: 'text', width: 'full' },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], width: '100%' });
