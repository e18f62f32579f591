/**
 * A labelled amount of money in the active language, for every amount a form asks for (a product's price;
 * wallet top-ups and campaign figures next). The form keeps the text and reads it into cents with
 * `parseMoney(text, locale)` from src/domain/money when it is sent; this field writes and reads it in the
 * language's notation and says at once why a letter was not taken.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput, Field } from '../../ui';
import { notAnAmount } from '../../domain/money';
import type { FieldError } from '../../domain/validation';
import { useLanguage } from './app-context';
import { fieldMessage } from './form-errors';

export type AmountFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange: (text: string) => void;
  /** The field's error from the form's check or the API's answer. */
  error?: FieldError | undefined;
  required?: boolean;
  name?: string;
};

export function AmountField({
  label,
  hint,
  value,
  onChange,
  error,
  required = false,
  name,
}: AmountFieldProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [refused, setRefused] = useState(false);
  return (
    <Field
      label={label}
      hint={hint}
      error={fieldMessage(t, refused ? notAnAmount(locale) : error)}
      required={required}
    >
      <AmountInput
        name={name}
        value={value}
        locale={locale}
        onValueChange={(text) => {
          setRefused(false);
          onChange(text);
        }}
        onRefuse={() => setRefused(true)}
      />
    </Field>
  );
}
