/** Log in (/login): e-mail and password; sends session.login and shows the API's refusal. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoginInput } from '../../domain/account';
import { Button } from '../../ui/button/button';
import { useSessionActor } from '../shared/app-context';
import { EmailField, PasswordField } from '../shared/credential-fields';
import { FormAlert } from '../shared/form-alert';
import { useSessionForm } from '../shared/use-form';
import * as styles from '../shared/guest-form.css';

export function LoginScreen() {
  const { t } = useTranslation('login');
  const session = useSessionActor();
  const [values, setValues] = useState({ email: '', password: '' });
  const form = useSessionForm(LoginInput, (checked) => session.send({ type: 'session.login', ...checked }));
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(values);
  };

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
          value={values.email}
          onChange={set('email')}
          error={form.fields.email}
        />
        <PasswordField
          name="password"
          label={t('password')}
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={form.fields.password}
          aside={
            <Link href="/forgot" className={styles.link}>
              {t('forgot')}
            </Link>
          }
        />
        <FormAlert tone="error">{form.failure}</FormAlert>
        <Button type="submit" variant="primary" size="lg" fullWidth loading={form.busy}>
          {t('submit')}
        </Button>
      </form>
      <p className={styles.footer}>
        {t('noAccount')}{' '}
        <Link href="/signup" className={styles.link}>
          {t('signUp')}
        </Link>
      </p>
    </div>
  );
}
