/**
 * Forgot password (/forgot): asks RequestResetPassword for the address typed, then says "check your e-mail"
 * whatever the address: the answer never tells whether an account exists.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ResetRequest } from '../../domain/account';
import { ACCOUNT_LINK_TTL_SECONDS } from '../../domain/constants';
import { RequestResetPasswordDocument } from '../../graphql/generated/graphql';
import { defineForm } from '../../machines/form';
import { Button } from '../../ui/button/button';
import { useGuestApi } from '../shared/app-context';
import { EmailField } from '../shared/credential-fields';
import { FormAlert } from '../shared/form-alert';
import { useForm } from '../shared/use-form';
import * as styles from '../shared/guest-form.css';

const forgotForm = defineForm('forgot', ResetRequest);

export function ForgotScreen() {
  const { t } = useTranslation('forgot');
  const guestApi = useGuestApi();
  const [email, setEmail] = useState('');
  const form = useForm(forgotForm, (values) =>
    guestApi.mutate(RequestResetPasswordDocument, { email: values.email }),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit({ email, type: 'company' });
  };

  if (form.succeeded) {
    return (
      <div className={styles.screen}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('sentTitle')}</h1>
          <p className={styles.lead} role="status">
            {t('sentLead', { count: ACCOUNT_LINK_TTL_SECONDS / 3600 })}
          </p>
        </header>
        <Button variant="secondary" fullWidth onClick={form.reset}>
          {t('again')}
        </Button>
        <p className={styles.footer}>
          <Link href="/login" className={styles.link}>
            {t('backToLogin')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <EmailField
          name="email"
          label={t('email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={form.fields.email}
        />
        <FormAlert tone="error">{form.failure}</FormAlert>
        <Button type="submit" variant="primary" size="lg" fullWidth loading={form.busy}>
          {t('submit')}
        </Button>
      </form>
      <p className={styles.footer}>
        {t('remembered')}{' '}
        <Link href="/login" className={styles.link}>
          {t('backToLogin')}
        </Link>
      </p>
    </div>
  );
}
