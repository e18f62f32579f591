/**
 * A labelled form field: label, required marker, hint and error text. The control inside (TextInput,
 * Select, …) picks up its id, aria-describedby and aria-invalid from here, so the label, hint and error
 * are announced with it.
 */
import { useId, useMemo, type ReactNode } from 'react';
import * as styles from './field.css';
import { FieldContext } from './field-context';
import { IconError } from '../icons';

export type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** The translated error message; the field shows it and marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Something shown at the label's end, e.g. a character count or "optional". */
  aside?: ReactNode;
  id?: string;
  className?: string;
  children: ReactNode;
};

export function Field({ label, hint, error, required = false, aside, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const control = useMemo(
    () => ({
      id: controlId,
      describedBy: errorId ?? hintId,
      invalid: Boolean(error),
      required,
    }),
    [controlId, errorId, hintId, error, required],
  );

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.labelRow}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
          {required ? (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        {aside ? <span className={styles.aside}>{aside}</span> : null}
      </div>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {error ? (
        <p id={errorId} className={styles.error}>
          <IconError size={16} className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      ) : hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
