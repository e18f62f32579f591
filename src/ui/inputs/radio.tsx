/**
 * One of a group's radio buttons, with its label beside it: give the group's inputs the same `name`, and the group
 * role="radiogroup". Imported from here, not the design system's index, so screens without one load none of it.
 */
import { forwardRef, useId } from 'react';
import * as styles from './inputs.css';
import { radio } from './radio.css';
import type { CheckboxProps } from './checkbox';
import { cx } from '../cx';

export const Radio = forwardRef<HTMLInputElement, CheckboxProps>(function Radio(
  { label, hint, className, id: given, ...rest },
  ref,
) {
  const generated = useId();
  const id = given ?? `radio-${generated}`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <label className={cx(styles.checkboxLabel, className)} htmlFor={id}>
      <input ref={ref} type="radio" {...rest} id={id} aria-describedby={hintId} className={radio} />
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
