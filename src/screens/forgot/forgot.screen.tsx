/**
 * Forgot password (/forgot): asks RequestResetPassword for the address typed, then says "check your e-mail"
 * whatever the address: the answer never tells whether an account exists.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ACCOUNT_LINK_TTL_SECONDS } from '../../domain/constants';
import { Button } from '../../ui/button/button';
import { useFlow } from '../shared/app-context';
import { EmailField } from '../shared/credential-fields';
import { GuestFooterLink, GuestForm } from '../shared/guest-form';
import { useForm } from '../shared/use-form';
import * as styles from '../shared/guest-form.css';

export function ForgotScreen() {
  const { t } = useTranslation('forgot');
  const [email, setEmail] = useState('');
  const form = useForm(useFlow('forgot'));

  if (form.succeeded) {
    return (
      <div className={styles.screen}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('sentTitle')}</h1>
          <p className={styles.lead} role="status">
            {t('sentLead', { count: ACCOUNT_LINK_TTL_SECONDS / 3600 })}
          </p>
        </header>
        <Button
          variant="secondary"
          fullWidth
          onClick={() => {
            // Another address: the field starts empty, not with the one the link went to.
            setEmail('');
            form.reset();
          }}
        >
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
    <GuestForm
      title={t('title')}
      lead={t('lead')}
      formRef={form.formRef}
      busy={form.busy}
      failure={form.failure}
      submitLabel={t('submit')}
      onSubmit={() => form.submit({ email, type: 'company' })}
      footer={<GuestFooterLink text={t('remembered')} href="/login" link={t('backToLogin')} />}
    >
      <EmailField
        name="email"
        label={t('email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={form.fields.email}
      />
    </GuestForm>
  );
}
