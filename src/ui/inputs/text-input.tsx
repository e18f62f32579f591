/** A single-line text input, optionally with a leading or trailing adornment (an icon, a "$"). */
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import * as styles from './inputs.css';
import { controlAttributes, useFieldControl } from '../field/field-context';
import { cx } from '../cx';
import { useFilledValue } from './use-filled-value';

export type TextInputProps = InputHTMLAttributes<HTMLInputElement> & {
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
};

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { startAdornment, endAdornment, className, type = 'text', ...rest },
  ref,
) {
  const wiring = controlAttributes(useFieldControl(), rest);
  const inputRef = useFilledValue(ref, rest.value);
  const field = (
    <input
      ref={inputRef}
      type={type}
      {...rest}
      {...wiring}
      className={cx(
        styles.input,
        startAdornment ? styles.withStart : null,
        endAdornment ? styles.withEnd : null,
        className,
      )}
    />
  );
  if (!startAdornment && !endAdornment) return field;
  return (
    <div className={styles.group}>
      {startAdornment ? <span className={styles.startAdornment}>{startAdornment}</span> : null}
      {field}
      {endAdornment ? <span className={styles.endAdornment}>{endAdornment}</span> : null}
    </div>
  );
});
