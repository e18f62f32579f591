/**
 * About you (/about-you), onboarding step one: company name, first and last name, phone with an area code.
 * The values pass the shared AboutYou struct, then session.aboutYou sends them; the session reloads the
 * account and the router moves on to the dashboard.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutYou } from '../../domain/phone';
import { Field } from '../../ui/field/field';
import { TextInput } from '../../ui/inputs/text-input';
import { Select } from '../../ui/inputs/select';
import { useLanguage, useSession, useSessionActor } from '../shared/app-context';
import { fieldMessage } from '../shared/form-errors';
import { GuestForm } from '../shared/guest-form';
import { WrongAccountLine } from '../shared/wrong-account-line';
import { useFormValues, useSessionForm } from '../shared/use-form';
import * as styles from '../shared/guest-form.css';
import { countryOptions, dialCodeOf, initialCountry } from './parts/area-code';
import { phoneHint } from './parts/phone-hint';

type Values = { company_name: string; first_name: string; last_name: string; phone: string; country: string };

export function AboutYouScreen() {
  const { t } = useTranslation('aboutYou');
  const { locale } = useLanguage();
  const session = useSessionActor();
  const company = useSession((snapshot) => snapshot.context.company);
  const { values, set, bind } = useFormValues<Values>(() => ({
    company_name: company?.company_name ?? '',
    first_name: company?.first_name ?? '',
    last_name: company?.last_name ?? '',
    phone: company?.phone ?? '',
    country: initialCountry(company?.area_code ?? null, locale),
  }));
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const form = useSessionForm(AboutYou, ['aboutYou'], (checked) =>
    session.send({ type: 'session.aboutYou', values: checked }),
  );
  const text = (name: Exclude<keyof Values, 'country'>, autoComplete: string) => (
    <Field label={t(name)} error={fieldMessage(t, form.fields[name])} required>
      <TextInput autoComplete={autoComplete} {...bind(name)} />
    </Field>
  );

  const onSubmit = () => {
    const { country, ...rest } = values;
    form.submit({ ...rest, area_code: dialCodeOf(country) });
  };

  return (
    <GuestForm
      title={t('title')}
      lead={t('lead')}
      formRef={form.formRef}
      busy={form.busy}
      failure={form.failure}
      submitLabel={t('submit')}
      onSubmit={onSubmit}
      footer={<WrongAccountLine className={styles.footer} />}
    >
      {text('company_name', 'organization')}
      <div className={styles.row}>
        {text('first_name', 'given-name')}
        {text('last_name', 'family-name')}
      </div>
      <div className={styles.row}>
        <Field label={t('area_code')} error={fieldMessage(t, form.fields.area_code)} required>
          <Select
            name="area_code"
            autoComplete="country"
            value={values.country}
            onChange={set('country')}
            options={countries}
          />
        </Field>
        <Field
          label={t('phone')}
          hint={phoneHint(t, locale, values.country)}
          error={fieldMessage(t, form.fields.phone)}
          required
        >
          <TextInput
            type="tel"
            name="phone"
            inputMode="tel"
            autoComplete="tel-national"
            value={values.phone}
            onChange={set('phone')}
          />
        </Field>
      </div>
    </GuestForm>
  );
}
