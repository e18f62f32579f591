/**
 * The form of a new card: its number, expiry and CVC (sent to the gateway only, never to the API) and its billing
 * address (SPEC.md §5). Field errors come from the shared CardForm struct or the gateway's decline.
 */
import { useTranslation } from 'react-i18next';
import { Button, Field, Modal, TextInput } from '../../../ui';
import type { ApiError } from '../../../domain/api-error';
import type { FieldErrors } from '../../../domain/validation';
import { useFormValues } from '../../shared/use-form';
import { useLanguage } from '../../shared/app-context';
import { fieldMessage, dialogFailureMessage } from '../../shared/form-errors';
import { FormAlert } from '../../shared/form-alert';
import { CountryInput } from '../../shared/country-input';
import { cardBrandOf, CARD_BRAND_NAMES, formatCardNumber, formatExpiry } from '../../../domain/card-number';
import * as styles from '../payment-methods.css';

const EMPTY = {
  number: '',
  expiry: '',
  cvc: '',
  cardholder_name: '',
  address_name: '',
  address: '',
  city: '',
  state: '',
  country: '',
  zip_code: '',
};
type Values = typeof EMPTY;

const NUMERIC = new Set<keyof Values>(['number', 'expiry', 'cvc']);

const AUTOCOMPLETE: Partial<Record<keyof Values, string>> = {
  number: 'cc-number',
  expiry: 'cc-exp',
  cvc: 'cc-csc',
  cardholder_name: 'cc-name',
  address: 'address-line1',
  city: 'address-level2',
  state: 'address-level1',
  zip_code: 'postal-code',
};

export function AddCardModal({
  open,
  busy,
  fields,
  error,
  onSave,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  fields: FieldErrors;
  error: ApiError | null;
  onSave: (values: Values) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('money');
  const { locale } = useLanguage();
  const { values, setValues, bind } = useFormValues<Values>(EMPTY);
  const brand = cardBrandOf(values.number);
  // The number grouped and the expiry's slash put in as they are typed (src/domain/card-number.ts).
  const typed = (name: 'number' | 'expiry') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({
        ...current,
        [name]:
          name === 'number'
            ? formatCardNumber(event.target.value)
            : formatExpiry(event.target.value, current.expiry),
      })),
  });
  const refusal = error && Object.keys(error.fields).length === 0 ? dialogFailureMessage(t, error) : null;
  const field = (name: keyof Values, label: string, extra: { hint?: string; wide?: boolean } = {}) => (
    <div className={extra.wide ? styles.wide : undefined}>
      <Field label={label} hint={extra.hint} error={fieldMessage(t, fields[name])} required>
        {name === 'country' ? (
          <CountryInput {...bind(name)} locale={locale} autoComplete="off" />
        ) : (
          <TextInput
            {...(name === 'number' || name === 'expiry' ? typed(name) : bind(name))}
            autoComplete={AUTOCOMPLETE[name] ?? 'off'}
            inputMode={NUMERIC.has(name) ? 'numeric' : undefined}
            // Always there for the number, so the field is not rebuilt (and does not lose focus) as a brand shows.
            endAdornment={
              name === 'number' ? (
                <span className={styles.cardBrand} aria-live="polite">
                  {brand ? CARD_BRAND_NAMES[brand] : ''}
                </span>
              ) : undefined
            }
          />
        )}
      </Field>
    </div>
  );
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('paymentMethods.form.title')}
      description={t('paymentMethods.form.lead')}
      closeLabel={t('paymentMethods.form.cancel')}
      size="lg"
      // Not locked: the flow itself ignores a cancel while the card is saved, so Escape changes nothing then.
      onSubmit={(event) => {
        event.preventDefault();
        onSave(values);
      }}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
            {t('paymentMethods.form.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('paymentMethods.form.save')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        {refusal ? <FormAlert tone="error">{refusal}</FormAlert> : null}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('paymentMethods.form.card')}</legend>
          {field('number', t('paymentMethods.form.number'), { wide: true })}
          {field('expiry', t('paymentMethods.form.expiry'))}
          {field('cvc', t('paymentMethods.form.cvc'))}
          {field('cardholder_name', t('paymentMethods.form.cardholder'), { wide: true })}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('paymentMethods.form.billing')}</legend>
          {field('address_name', t('paymentMethods.form.addressName'), {
            hint: t('paymentMethods.form.addressNameHint'),
            wide: true,
          })}
          {field('address', t('paymentMethods.form.address'), { wide: true })}
          {field('city', t('paymentMethods.form.city'))}
          {field('state', t('paymentMethods.form.state'))}
          {field('country', t('paymentMethods.form.country'))}
          {field('zip_code', t('paymentMethods.form.zip'))}
        </fieldset>
      </div>
    </Modal>
  );
}
