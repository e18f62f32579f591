/** A checkbox with its label beside it (and an optional hint under the label). */
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import * as styles from './inputs.css';
import { controlAttributes, useFieldControl } from '../field/field-context';
import { cx } from '../cx';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
};

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, className, ...rest },
  ref,
) {
  const generated = useId();
  const wiring = controlAttributes(useFieldControl(), rest);
  const id = wiring.id ?? `checkbox-${generated}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [wiring['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined;
  return (
    <label className={cx(styles.checkboxLabel, className)} htmlFor={id}>
      <input
        ref={ref}
        type="checkbox"
        {...rest}
        {...wiring}
        id={id}
        aria-describedby={describedBy}
        className={styles.checkbox}
      />
      <span className={styles.checkboxText}>
        <span>{label}</span>
        {hint ? (
          <span id={hintId} className={styles.checkboxHint}>
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
});
