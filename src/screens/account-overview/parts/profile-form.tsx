/** Company name (4 to 200 here) and privacy, saved with CompanyUpdateData; the session then reloads the account. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../machines/session';
import { Button } from '../../../ui/button/button';
import { Card, CardHeader } from '../../../ui/card/card';
import { Field } from '../../../ui/field/field';
import { Checkbox } from '../../../ui/inputs/checkbox';
import { TextInput } from '../../../ui/inputs/text-input';
import { useFormFlow, useSessionActor, useToasts } from '../../shared/app-context';
import { fieldMessage } from '../../shared/form-errors';
import { FormAlert } from '../../shared/form-alert';
import { useForm } from '../../shared/use-form';
import * as styles from '../account-overview.css';

export function ProfileForm({ company }: { company: Company }) {
  const { t } = useTranslation('account');
  const session = useSessionActor();
  const toasts = useToasts();
  const [companyName, setCompanyName] = useState(company.company_name ?? '');
  const [privacy, setPrivacy] = useState(company.privacy);
  const form = useForm(useFormFlow('profile'), () => {
    session.send({ type: 'session.refresh' });
    toasts.notify('success', t('profile.saved'));
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit({ company_name: companyName, privacy });
  };

  return (
    <Card as="section" aria-labelledby="account-profile">
      <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <CardHeader
          title={<span id="account-profile">{t('profile.title')}</span>}
          description={t('profile.lead')}
        />
        <Field label={t('profile.companyName')} error={fieldMessage(t, form.fields.company_name)} required>
          <TextInput
            name="company_name"
            autoComplete="organization"
            value={companyName}
            onChange={(event) => setCompanyName(event.target.value)}
          />
        </Field>
        <Checkbox
          name="privacy"
          checked={privacy}
          onChange={(event) => setPrivacy(event.target.checked)}
          label={t('profile.privacy')}
          hint={t('profile.privacyHint')}
        />
        <FormAlert tone="error">{form.failure}</FormAlert>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={form.busy}>
            {t('profile.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
