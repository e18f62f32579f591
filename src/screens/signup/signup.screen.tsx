/**
 * Sign up (/signup): e-mail, password and its confirmation, checked with the shared SignupForm struct before
 * anything is sent; session.signup creates the account and signs in, and the session then leads to Verify.
 */
import { useTranslation } from 'react-i18next';
import { SignupForm } from '../../domain/account';
import { useSessionActor } from '../shared/app-context';
import { EmailField, PasswordField } from '../shared/credential-fields';
import { GuestFooterLink, GuestForm } from '../shared/guest-form';
import { useFormValues, useSessionForm } from '../shared/use-form';

const EMPTY = { email: '', password: '', password_confirmation: '' };

export function SignupScreen() {
  const { t } = useTranslation('signup');
  const session = useSessionActor();
  const { values, bind } = useFormValues(EMPTY);
  const form = useSessionForm(SignupForm, ['signup'], ({ email, password }) =>
    session.send({ type: 'session.signup', email, password }),
  );

  return (
    <GuestForm
      title={t('title')}
      lead={t('lead')}
      formRef={form.formRef}
      busy={form.busy}
      failure={form.failure}
      submitLabel={t('submit')}
      onSubmit={() => form.submit(values)}
      footer={<GuestFooterLink text={t('haveAccount')} href="/login" link={t('logIn')} />}
    >
      <EmailField label={t('email')} error={form.fields.email} {...bind('email')} />
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
