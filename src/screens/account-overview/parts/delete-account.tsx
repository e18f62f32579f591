/**
 * Delete the account (CompanyDelete), behind a confirmation where the user types the account's e-mail
 * address. Afterwards the session is ended like a log-out.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { Card, CardHeader } from '../../../ui/card/card';
import { Field } from '../../../ui/field/field';
import { TextInput } from '../../../ui/inputs/text-input';
import { Modal } from '../../../ui/modal/modal';
import { useFormFlow, useSessionActor, useToasts } from '../../shared/app-context';
import { dialogFormFailure, fieldMessage } from '../../shared/form-errors';
import { FormAlert } from '../../shared/form-alert';
import { useForm } from '../../shared/use-form';
import * as styles from '../account-overview.css';

export function DeleteAccount({ email, staff }: { email: string; staff: boolean }) {
  const { t } = useTranslation('account');
  const session = useSessionActor();
  const toasts = useToasts();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const form = useForm(useFormFlow('deleteAccount'), () => {
    // Its own id: the log-out that follows must not replace it.
    toasts.notify('success', t('delete.done'), 'account-deleted');
    session.send({ type: 'session.logout' });
  });

  const close = () => {
    setOpen(false);
    setConfirmation('');
    form.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit({ email, confirmation });
  };

  return (
    <Card as="section" aria-labelledby="account-delete" className={styles.dangerCard}>
      <div className={styles.form}>
        <CardHeader
          title={<span id="account-delete">{t('delete.title')}</span>}
          description={t('delete.lead')}
        />
        <FormAlert tone="info">{staff ? t('staffOnly') : null}</FormAlert>
        <div className={styles.actions}>
          <Button variant="danger" onClick={() => setOpen(true)} disabled={staff}>
            {t('delete.open')}
          </Button>
        </div>
      </div>
      <Modal
        open={open}
        onClose={close}
        tone="danger"
        size="sm"
        title={t('delete.confirmTitle')}
        description={t('delete.confirmLead')}
        closeLabel={t('delete.cancel')}
        onSubmit={onSubmit}
        initialFocus={field}
        locked={form.busy}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={form.busy}>
              {t('delete.cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={form.busy}>
              {t('delete.confirm')}
            </Button>
          </>
        }
      >
        <div className={styles.form}>
          <Field
            label={t('delete.typeEmail', { email })}
            error={fieldMessage(t, form.fields.confirmation)}
            required
          >
            <TextInput
              ref={field}
              name="confirmation"
              type="email"
              autoComplete="off"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </Field>
          <FormAlert tone="error">{dialogFormFailure(t, form.error, ['confirmation'])}</FormAlert>
        </div>
      </Modal>
    </Card>
  );
}
