/**
 * Sign up (/signup): e-mail, password and its confirmation, checked with the shared SignupForm struct before
 * anything is sent; session.signup creates the account and signs in, and the session then leads to Verify.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SignupForm } from '../../domain/account';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../domain/validation';
import { Button } from '../../ui/button/button';
import { useSessionActor } from '../shared/app-context';
import { EmailField, PasswordField } from '../shared/credential-fields';
import { FormAlert } from '../shared/form-alert';
import { useSessionForm } from '../shared/use-form';
import * as styles from '../shared/guest-form.css';

const EMPTY = { email: '', password: '', password_confirmation: '' };

export function SignupScreen() {
  const { t } = useTranslation('signup');
  const session = useSessionActor();
  const [values, setValues] = useState(EMPTY);
  const form = useSessionForm(SignupForm, ({ email, password }) =>
    session.send({ type: 'session.signup', email, password }),
  );
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
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
          hint={t('passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={form.fields.password}
        />
        <PasswordField
          name="password_confirmation"
          label={t('confirmation')}
          autoComplete="new-password"
          value={values.password_confirmation}
          onChange={set('password_confirmation')}
          error={form.fields.password_confirmation}
        />
        <FormAlert tone="error">{form.failure}</FormAlert>
        <Button type="submit" variant="primary" size="lg" fullWidth loading={form.busy}>
          {t('submit')}
        </Button>
      </form>
      <p className={styles.footer}>
        {t('haveAccount')}{' '}
        <Link href="/login" className={styles.link}>
          {t('logIn')}
        </Link>
      </p>
    </div>
  );
}
