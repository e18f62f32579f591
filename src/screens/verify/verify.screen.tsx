/**
 * Verify the e-mail address (/verify): the 6-digit code that was mailed, a resend with its cooldown, the
 * address the code went to and a way out (log out). The session reloads the account when the code is right
 * and the router moves on to about-you.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VerificationCode } from '../../domain/account';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_SECONDS } from '../../domain/constants';
import { Button } from '../../ui/button/button';
import { Field } from '../../ui/field/field';
import { TextInput } from '../../ui/inputs/text-input';
import { useSession, useSessionActor, useToasts } from '../shared/app-context';
import { fieldMessage } from '../shared/form-errors';
import { FormAlert } from '../shared/form-alert';
import { WrongAccountLine } from '../shared/wrong-account-line';
import { useSessionForm } from '../shared/use-form';
import * as styles from '../shared/guest-form.css';
import { verificationOf } from '../../machines/session';
import { cooldownLeft } from '../../machines/session-verification';

export function VerifyScreen() {
  const { t } = useTranslation('verify');
  const session = useSessionActor();
  const toasts = useToasts();
  const [code, setCode] = useState('');
  const email = useSession((snapshot) => snapshot.context.company?.email ?? '');
  const verifying = useSession(
    (snapshot) => verificationOf(snapshot)?.matches('verifying') || snapshot.hasTag('reloading'),
  );
  const resending = useSession((snapshot) => verificationOf(snapshot)?.matches('resending') ?? false);
  const cooldown = useSession((snapshot) => {
    const verification = verificationOf(snapshot);
    return verification ? cooldownLeft(verification.context) : 0;
  });
  const form = useSessionForm(VerificationCode, ['verify', 'resend'], (checked) =>
    session.send({ type: 'session.verify', code: checked.email_validation_code }),
  );

  useEffect(() => {
    const subscription = session.on('session.codeSent', () => toasts.notify('success', t('codeSent')));
    return () => subscription.unsubscribe();
  }, [session, toasts, t]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit({ email_validation_code: code });
  };
  const resend = () => session.send({ type: 'session.resend' });

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>
          {t('sentTo')} <span className={styles.strong}>{email}</span>
        </p>
      </header>
      <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          label={t('code')}
          hint={t('codeHint', { minutes: EMAIL_CODE_TTL_SECONDS / 60 })}
          error={fieldMessage(t, form.fields.email_validation_code)}
          required
        >
          <TextInput
            name="email_validation_code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={EMAIL_CODE_LENGTH}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
        </Field>
        <FormAlert tone="error">{form.failure}</FormAlert>
        <Button type="submit" variant="primary" size="lg" fullWidth loading={verifying} disabled={resending}>
          {t('submit')}
        </Button>
      </form>
      <div className={styles.aside}>
        <p className={styles.lead}>{t('noCode')}</p>
        <Button variant="ghost" onClick={resend} loading={resending} disabled={cooldown > 0 || verifying}>
          {cooldown > 0 ? t('resendIn', { count: cooldown }) : t('resend')}
        </Button>
        <WrongAccountLine className={styles.lead} />
      </div>
    </div>
  );
}
