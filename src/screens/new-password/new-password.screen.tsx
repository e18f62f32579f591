/**
 * New password (/new-password/:token?email=…), opened from the reset e-mail: the new password twice, checked
 * by the shared ResetPassword struct, sent with ResetPasswordMutation; then on to /password.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { ResetPassword } from '../../domain/account';
import { ResetPasswordMutationDocument } from '../../graphql/generated/graphql';
import { defineForm } from '../../machines/form';
import { useGuestApi } from '../shared/app-context';
import { PasswordField } from '../shared/credential-fields';
import { GuestFooterLink, GuestForm } from '../shared/guest-form';
import { useForm, useFormValues } from '../shared/use-form';
import * as styles from '../shared/guest-form.css';

const newPasswordForm = defineForm('newPassword', ResetPassword);

export function NewPasswordScreen({ token }: { token: string }) {
  const { t } = useTranslation('newPassword');
  const guestApi = useGuestApi();
  const [, navigate] = useLocation();
  const email = new URLSearchParams(useSearch()).get('email') ?? '';
  const { values, bind } = useFormValues({ password: '', password_confirmation: '' });
  const form = useForm(newPasswordForm, (checked) => guestApi.mutate(ResetPasswordMutationDocument, checked));
  // The link itself is broken when its address or token does not pass: the user cannot fix that here.
  const brokenLink = Boolean(form.fields.email ?? form.fields.token);

  useEffect(() => {
    if (form.succeeded) navigate('/password', { replace: true });
  }, [form.succeeded, navigate]);

  return (
    <GuestForm
      title={t('title')}
      lead={
        email ? (
          <>
            {t('for')} <span className={styles.strong}>{email}</span>
          </>
        ) : (
          t('lead')
        )
      }
      formRef={form.formRef}
      busy={form.busy}
      failure={brokenLink ? t('errors:codes.LINK_INVALID') : form.failure}
      submitLabel={t('submit')}
      onSubmit={() => form.submit({ email, token, ...values })}
      footer={<GuestFooterLink text={t('newLink')} href="/forgot" link={t('askAgain')} />}
    >
      <PasswordField
        label={t('password')}
        showRule
        autoComplete="new-password"
        error={form.fields.password}
        {...bind('password')}
      />
      <PasswordField
        label={t('confirmation')}
        autoComplete="new-password"
        error={form.fields.password_confirmation}
        {...bind('password_confirmation')}
      />
    </GuestForm>
  );
}
