/**
 * New password (/new-password/:token?email=…), opened from the reset e-mail. It first asks the API what the
 * link is worth (ResetPasswordLink), so a used, expired or broken link is told at once, before anything is
 * typed; a usable one shows the new password twice, checked by the shared ResetPassword struct and sent with
 * ResetPasswordMutation; then on to /password, which is told that a password was just changed. When the check
 * itself cannot be made (offline), the form is shown: sending it says what is wrong.
 */
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import type { LinkState } from '../../domain/account';
import { resourceData } from '../../machines/resource';
import { Spinner } from '../../ui/spinner/spinner';
import { useFlow, useFlowOptions } from '../shared/app-context';
import { PasswordField } from '../shared/credential-fields';
import { GuestFooterLink, GuestForm } from '../shared/guest-form';
import { useForm, useFormValues } from '../shared/use-form';
import { PASSWORD_CHANGED_STATE } from '../shared/password-changed';
import * as styles from '../shared/guest-form.css';
import { LinkProblem } from './parts/link-problem';

const linkStateOf = resourceData<LinkState>();

/** The link is checked (the guest flow `resetLink`) before the form shows. */
export function NewPasswordScreen({ token }: { token: string }) {
  const { t } = useTranslation('newPassword');
  const [, navigate] = useLocation();
  const email = new URLSearchParams(useSearch()).get('email') ?? '';
  const link = useActorRef(useFlow('resetLink'), { ...useFlowOptions(), input: { input: { token, email } } });
  const checking = useSelector(link, (snapshot) => snapshot.hasTag('loading'));
  const linkState = useSelector(link, linkStateOf);
  const { values, bind } = useFormValues({ password: '', password_confirmation: '' });
  const form = useForm(useFlow('newPassword'), () =>
    navigate('/password', { replace: true, state: PASSWORD_CHANGED_STATE }),
  );
  // The link itself is broken when its address or token does not pass: the user cannot fix that here.
  const brokenLink = Boolean(form.fields.email ?? form.fields.token);

  if (checking) {
    return (
      <div className={styles.screen} aria-busy="true">
        <header className={styles.header}>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('link.checking')}</p>
        </header>
        <Spinner size="lg" label={t('link.checking')} />
      </div>
    );
  }
  if (linkState && linkState !== 'valid') return <LinkProblem state={linkState} />;

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
