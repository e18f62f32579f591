/**
 * Confirm a new e-mail address (/update/:token), opened from the link mailed to the new address: the old
 * address and the password sign the change (CompanyUpdateEmail). Every old session is revoked and the answer
 * carries a new one, which the session takes over (session.tokenChanged).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ButtonLink } from '../../ui/button/button';
import { useFlow, usePlace } from '../shared/app-context';
import { EmailField, PasswordField } from '../shared/credential-fields';
import { GuestForm } from '../shared/guest-form';
import { useForm, useFormValues } from '../shared/use-form';
import * as styles from '../shared/guest-form.css';

export function UpdateEmailScreen({ token }: { token: string }) {
  const { t } = useTranslation('updateEmail');
  const signedIn = usePlace() !== 'guest';
  const { values, bind } = useFormValues({ old_email: '', password: '' });
  const form = useForm(useFlow('updateEmail'));
  const brokenLink = Boolean(form.fields.token);

  if (form.succeeded) {
    return (
      <div className={styles.screen}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('doneTitle')}</h1>
          <p className={styles.lead} role="status">
            {signedIn ? t('doneSignedIn') : t('doneLogIn')}
          </p>
        </header>
        <ButtonLink href={signedIn ? '/' : '/login'} component={Link} variant="primary" size="lg" fullWidth>
          {signedIn ? t('toDashboard') : t('logIn')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <GuestForm
      title={t('title')}
      lead={t('lead')}
      formRef={form.formRef}
      busy={form.busy}
      failure={brokenLink ? t('errors:codes.LINK_INVALID') : form.failure}
      submitLabel={t('submit')}
      onSubmit={() => form.submit({ ...values, token })}
    >
      <EmailField label={t('oldEmail')} error={form.fields.old_email} {...bind('old_email')} />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        error={form.fields.password}
        {...bind('password')}
      />
    </GuestForm>
  );
}
