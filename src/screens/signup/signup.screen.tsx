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
import { Field } from '../../ui/field/field';
import { TextInput } from '../../ui/inputs/text-input';
import { PasswordInput } from '../../ui/inputs/password-input';
import { useSessionActor } from '../shared/app-context';
import { fieldMessage } from '../shared/form-errors';
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
        <Field label={t('email')} error={fieldMessage(t, form.fields.email)} required>
          <TextInput
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={set('email')}
          />
        </Field>
        <Field
          label={t('password')}
          hint={t('passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          error={fieldMessage(t, form.fields.password)}
          required
        >
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            showLabel={t('showPassword')}
            hideLabel={t('hidePassword')}
          />
        </Field>
        <Field label={t('confirmation')} error={fieldMessage(t, form.fields.password_confirmation)} required>
          <PasswordInput
            name="password_confirmation"
            autoComplete="new-password"
            value={values.password_confirmation}
            onChange={set('password_confirmation')}
            showLabel={t('showPassword')}
            hideLabel={t('hidePassword')}
          />
        </Field>
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
