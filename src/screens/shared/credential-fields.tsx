/**
 * The e-mail and password fields of the account forms (log in, sign up, new password, e-mail change…), so each
 * form asks for them the same way: the same input modes, autocomplete hints, toggle labels and field errors.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN, type FieldError } from '../../domain/validation';
import { Field } from '../../ui/field/field';
import { PasswordInput } from '../../ui/inputs/password-input';
import { TextInput } from '../../ui/inputs/text-input';
import { fieldMessage } from './form-errors';

type CredentialFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  /** The shared struct's or the API's error for this field; shown translated. */
  error: FieldError | undefined;
  disabled?: boolean;
};

export function EmailField({ name, label, value, onChange, error, disabled }: CredentialFieldProps) {
  const { t } = useTranslation();
  return (
    <Field label={label} error={fieldMessage(t, error)} required>
      <TextInput
        type="email"
        name={name}
        autoComplete="email"
        inputMode="email"
        value={value}
        onChange={onChange}
        disabled={disabled}
      />
    </Field>
  );
}

export function PasswordField({
  name,
  label,
  value,
  onChange,
  error,
  disabled,
  autoComplete,
  showRule = false,
  aside,
}: CredentialFieldProps & {
  /** `current-password` to sign something with it, `new-password` when the user chooses one. */
  autoComplete: 'current-password' | 'new-password';
  /** Says the password rule (SPEC.md §5) under the field: on the field where the user chooses a password. */
  showRule?: boolean;
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  const hint = showRule ? t('passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX }) : undefined;
  return (
    <Field label={label} hint={hint} error={fieldMessage(t, error)} required aside={aside}>
      <PasswordInput
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        showLabel={t('showPassword')}
        hideLabel={t('hidePassword')}
        disabled={disabled}
      />
    </Field>
  );
}
