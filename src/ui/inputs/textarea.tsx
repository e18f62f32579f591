import { forwardRef, type TextareaHTMLAttributes } from 'react';
import * as styles from './inputs.css';
import { controlAttributes, useFieldControl } from '../field/field-context';
import { cx } from '../cx';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, rows = 4, ...rest },
  ref,
) {
  const wiring = controlAttributes(useFieldControl(), rest);
  return <textarea ref={ref} rows={rows} {...rest} {...wiring} className={cx(styles.textarea, className)} />;
});
