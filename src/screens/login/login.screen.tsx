/** Log in (/login): e-mail and password; sends session.login and shows the API's refusal. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoginInput } from '../../domain/account';
import { Button } from '../../ui/button/button';
import { Field } from '../../ui/field/field';
import { TextInput } from '../../ui/inputs/text-input';
import { PasswordInput } from '../../ui/inputs/password-input';
import { useSessionActor } from '../shared/app-context';
import { fieldMessage } from '../shared/form-errors';
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
          error={fieldMessage(t, form.fields.password)}
          required
          aside={
            <Link href="/forgot" className={styles.link}>
              {t('forgot')}
            </Link>
          }
        >
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
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
        {t('noAccount')}{' '}
        <Link href="/signup" className={styles.link}>
          {t('signUp')}
        </Link>
      </p>
    </div>
  );
}
