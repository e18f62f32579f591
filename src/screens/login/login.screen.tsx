/** Log in (/login): e-mail and password; sends session.login and shows the API's refusal. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoginInput } from '../../domain/account';
import { useSessionActor } from '../shared/app-context';
import { EmailField, PasswordField } from '../shared/credential-fields';
import { GuestFooterLink, GuestForm } from '../shared/guest-form';
import { useFormValues, useSessionForm } from '../shared/use-form';
import * as styles from '../shared/guest-form.css';

export function LoginScreen() {
  const { t } = useTranslation('login');
  const session = useSessionActor();
  const { values, bind } = useFormValues({ email: '', password: '' });
  const form = useSessionForm(LoginInput, ['login'], (checked) =>
    session.send({ type: 'session.login', ...checked }),
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
      footer={<GuestFooterLink text={t('noAccount')} href="/signup" link={t('signUp')} />}
    >
      <EmailField label={t('email')} error={form.fields.email} {...bind('email')} />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        error={form.fields.password}
        aside={
          <Link href="/forgot" className={styles.link}>
            {t('forgot')}
          </Link>
        }
        {...bind('password')}
      />
    </GuestForm>
  );
}
