/**
 * New password (/new-password/:token?email=…), opened from the reset e-mail: the new password twice, checked
 * by the shared ResetPassword struct, sent with ResetPasswordMutation; then on to /password.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { ResetPassword } from '../../domain/account';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../domain/validation';
import { ResetPasswordMutationDocument } from '../../graphql/generated/graphql';
import { defineForm } from '../../machines/form';
import { Button } from '../../ui/button/button';
import { useGuestApi } from '../shared/app-context';
import { PasswordField } from '../shared/credential-fields';
import { FormAlert } from '../shared/form-alert';
import { useForm } from '../shared/use-form';
import * as styles from '../shared/guest-form.css';

const newPasswordForm = defineForm('newPassword', ResetPassword);

export function NewPasswordScreen({ token }: { token: string }) {
  const { t } = useTranslation('newPassword');
  const guestApi = useGuestApi();
  const [, navigate] = useLocation();
  const email = new URLSearchParams(useSearch()).get('email') ?? '';
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const form = useForm(newPasswordForm, (checked) => guestApi.mutate(ResetPasswordMutationDocument, checked));
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  // The link itself is broken when its address or token does not pass: the user cannot fix that here.
  const brokenLink = Boolean(form.fields.email ?? form.fields.token);

  useEffect(() => {
    if (form.succeeded) navigate('/password', { replace: true });
  }, [form.succeeded, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit({ email, token, ...values });
  };

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>
          {email ? (
            <>
              {t('for')} <span className={styles.strong}>{email}</span>
            </>
          ) : (
            t('lead')
          )}
        </p>
      </header>
      <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
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
        <FormAlert tone="error">{brokenLink ? t('errors:codes.LINK_INVALID') : form.failure}</FormAlert>
        <Button type="submit" variant="primary" size="lg" fullWidth loading={form.busy}>
          {t('submit')}
        </Button>
      </form>
      <p className={styles.footer}>
        {t('newLink')}{' '}
        <Link href="/forgot" className={styles.link}>
          {t('askAgain')}
        </Link>
      </p>
    </div>
  );
}
