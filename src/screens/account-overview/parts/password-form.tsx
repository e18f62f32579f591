/**
 * Change the password: the current one, the new one and its confirmation (CompanyUpdateData). The API ends
 * the account's other sessions; this one stays.
 */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { Card, CardHeader } from '../../../ui/card/card';
import { useFormFlow, useToasts } from '../../shared/app-context';
import { PasswordField } from '../../shared/credential-fields';
import { FormAlert } from '../../shared/form-alert';
import { useForm, useFormValues } from '../../shared/use-form';
import * as styles from '../account-overview.css';

const EMPTY = { password: '', new_password: '', confirm_password: '' };

export function PasswordForm({ staff }: { staff: boolean }) {
  const { t } = useTranslation('account');
  const toasts = useToasts();
  const { values, setValues, bind } = useFormValues(EMPTY);
  const form = useForm(useFormFlow('password'), () => {
    setValues(EMPTY);
    toasts.notify('success', t('password.saved'));
  });
  const input = (
    name: keyof typeof EMPTY,
    label: string,
    autoComplete: 'current-password' | 'new-password',
    showRule = false,
  ) => (
    <PasswordField
      label={label}
      showRule={showRule}
      autoComplete={autoComplete}
      error={form.fields[name]}
      disabled={staff}
      {...bind(name)}
    />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(values);
  };

  return (
    <Card as="section" aria-labelledby="account-password">
      <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <CardHeader
          title={<span id="account-password">{t('password.title')}</span>}
          description={t('password.lead')}
        />
        <FormAlert tone="info">{staff ? t('staffOnly') : null}</FormAlert>
        {input('password', t('password.current'), 'current-password')}
        {input('new_password', t('password.new'), 'new-password', true)}
        {input('confirm_password', t('password.confirm'), 'new-password')}
        <FormAlert tone="error">{form.failure}</FormAlert>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={form.busy} disabled={staff}>
            {t('password.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
