/**
 * The billing profile: the tax ID printed on receipts and the bank transfer information of SPEC.md §3 (the account
 * number is sealed by the API). Loaded into the form once, the fields held until it is; saved with the billing
 * profile form machine.
 */
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardHeader, Field, Select, TextInput } from '../../../ui';
import type { BillingProfileQuery } from '../../../graphql/generated/graphql';
import { ACCOUNT_TYPES } from '../../../domain/billing';
import { resourceData } from '../../../machines/resource';
import { useFlow, useToasts, useFlowOptions } from '../../shared/app-context';
import { useFormValues, formFailure } from '../../shared/use-form';
import { fieldMessage } from '../../shared/form-errors';
import { FormAlert } from '../../shared/form-alert';
import * as styles from '../billing.css';

type Profile = BillingProfileQuery['BillingProfile'];
const profileOf = resourceData<Profile>();

const EMPTY = {
  tax_id: '',
  full_name: '',
  account_number: '',
  routing_number: '',
  account_type: 'checking',
  bank_address: '',
  recipient_name: '',
  purpose_of_payment: '',
};
type Values = typeof EMPTY;

const LABELS: Record<Exclude<keyof Values, 'account_type'>, string> = {
  tax_id: 'taxId',
  full_name: 'fullName',
  account_number: 'accountNumber',
  routing_number: 'routingNumber',
  bank_address: 'bankAddress',
  recipient_name: 'recipientName',
  purpose_of_payment: 'purpose',
};

export function BillingProfileCard() {
  const { t } = useTranslation('money');
  const toasts = useToasts();
  const flowOptions = useFlowOptions();
  const loader = useActorRef(useFlow('billingProfile'), { ...flowOptions, input: {} });
  const profile = useSelector(loader, profileOf);
  // What is typed before the saved profile arrives would be replaced by it: the fields wait for it.
  const loading = useSelector(loader, (s) => s.hasTag('loading'));
  const form = useActorRef(useFlow('billingProfileForm'), flowOptions);
  const busy = useSelector(form, (s) => s.hasTag('busy'));
  const succeeded = useSelector(form, (s) => s.hasTag('succeeded'));
  const fields = useSelector(form, (s) => s.context.fields);
  const error = useSelector(form, (s) => s.context.error);
  const { values, setValues, bind } = useFormValues<Values>(EMPTY);

  useEffect(() => {
    if (!profile) return;
    const bank = profile.bank_transfer_information;
    setValues({
      tax_id: profile.tax_id ?? '',
      full_name: bank?.full_name ?? '',
      account_number: bank?.account_number ?? '',
      routing_number: bank?.routing_number ?? '',
      account_type: bank?.account_type ?? 'checking',
      bank_address: bank?.bank_address ?? '',
      recipient_name: bank?.recipient_name ?? '',
      purpose_of_payment: bank?.purpose_of_payment ?? '',
    });
  }, [profile, setValues]);

  useEffect(() => {
    if (succeeded) toasts.notify('success', t('billing.profile.saved'));
  }, [succeeded, toasts, t]);

  const failure = formFailure(t, error, Object.keys(EMPTY));
  const text = (name: Exclude<keyof Values, 'account_type'>, hint?: string) => (
    <Field
      label={t(`billing.profile.${LABELS[name]}`)}
      hint={hint}
      error={fieldMessage(t, fields[name])}
      required
    >
      <TextInput {...bind(name)} autoComplete="off" />
    </Field>
  );
  return (
    <Card padding="lg">
      <CardHeader title={t('billing.profile.title')} description={t('billing.profile.lead')} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.send({ type: 'form.submit', values });
        }}
      >
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <fieldset className={styles.fields} disabled={loading} aria-busy={loading}>
          {text('tax_id', t('billing.profile.taxIdHint'))}
          {text('full_name')}
          {text('account_number')}
          {text('routing_number')}
          <Field
            label={t('billing.profile.accountType')}
            error={fieldMessage(t, fields.account_type)}
            required
          >
            <Select
              {...bind('account_type')}
              options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`billing.profile.${type}`) }))}
            />
          </Field>
          {text('recipient_name')}
          {text('bank_address')}
          {text('purpose_of_payment')}
        </fieldset>
        <div>
          <Button type="submit" loading={busy} disabled={loading}>
            {t('billing.profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
