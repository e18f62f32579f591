/** A password input with a show/hide toggle; the toggle's labels come from the screen. */
import { forwardRef, useState } from 'react';
import * as styles from './inputs.css';
import { TextInput, type TextInputProps } from './text-input';
import { IconEye, IconEyeOff } from '../icons';

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'endAdornment'> & {
  showLabel: string;
  hideLabel: string;
};

export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { showLabel, hideLabel, autoComplete = 'current-password', ...rest },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      ref={ref}
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <IconEyeOff size={18} /> : <IconEye size={18} />}
        </button>
      }
    />
  );
});
