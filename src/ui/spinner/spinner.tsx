import { spinner, wrapper } from './spinner.css';
import { VisuallyHidden } from '../visually-hidden';

export type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; without it the spinner is decorative. */
  label?: string;
  className?: string;
};

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return (
    <span className={wrapper} role={label ? 'status' : undefined}>
      <span className={[spinner({ size }), className].filter(Boolean).join(' ')} aria-hidden="true" />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </span>
  );
}
