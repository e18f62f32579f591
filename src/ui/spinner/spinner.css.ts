import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    opacity: 0.85,
    animation: `${spin} 0.7s linear infinite`,
  },
  variants: {
    size: {
      sm: { width: '0.875rem', height: '0.875rem', borderWidth: '2px' },
      md: { width: '1.25rem', height: '1.25rem', borderWidth: '2px' },
      lg: { width: '2rem', height: '2rem', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });
