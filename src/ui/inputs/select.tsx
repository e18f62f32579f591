/** A native select, styled; pass options or <option> children. A placeholder shows as a disabled first option. */
import { forwardRef, type SelectHTMLAttributes } from 'react';
import * as styles from './inputs.css';
import { controlAttributes, useFieldControl } from '../field/field-context';
import { cx } from '../cx';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  options?: readonly SelectOption[];
  placeholder?: string;
};

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, className, children, ...rest },
  ref,
) {
  const wiring = controlAttributes(useFieldControl(), rest);
  return (
    <select ref={ref} {...rest} {...wiring} className={cx(styles.select, className)}>
      {placeholder !== undefined ? (
        <option value="" disabled>
          {placeholder}
        </option>
      ) : null}
      {options?.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
});
