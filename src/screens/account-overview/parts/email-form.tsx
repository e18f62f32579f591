/**
 * Change the e-mail address: the new address and the password (CompanyRequestToChangeEmail). Nothing changes
 * yet: a link goes to the new address, and opening it (/update/:token) makes the switch.
 */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_LINK_TTL_SECONDS } from '../../../domain/constants';
import { Button } from '../../../ui/button/button';
import { Card, CardHeader } from '../../../ui/card/card';
import { useFormFlow } from '../../shared/app-context';
import { EmailField, PasswordField } from '../../shared/credential-fields';
import { FormAlert } from '../../shared/form-alert';
import { useForm, useFormValues } from '../../shared/use-form';
import * as styles from '../account-overview.css';

export function EmailForm({ email, staff }: { email: string; staff: boolean }) {
  const { t } = useTranslation('account');
  const { values, bind } = useFormValues({ new_email: '', password: '' });
  const form = useForm(useFormFlow('changeEmail'));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit({ email, ...values });
  };

  return (
    <Card as="section" aria-labelledby="account-email">
      <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <CardHeader
          title={<span id="account-email">{t('email.title')}</span>}
          description={t('email.lead', { email })}
        />
        <FormAlert tone="info">{staff ? t('staffOnly') : null}</FormAlert>
        <FormAlert tone="success">
          {form.succeeded && form.sent
            ? t('email.sent', { email: form.sent.new_email, count: ACCOUNT_LINK_TTL_SECONDS / 3600 })
            : null}
        </FormAlert>
        <EmailField
          label={t('email.new')}
          error={form.fields.new_email}
          disabled={staff}
          {...bind('new_email')}
        />
        <PasswordField
          label={t('email.password')}
          autoComplete="current-password"
          error={form.fields.password}
          disabled={staff}
          {...bind('password')}
        />
        <FormAlert tone="error">{form.failure}</FormAlert>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={form.busy} disabled={staff}>
            {t('email.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
