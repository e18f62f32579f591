/**
 * The brand's dialogs on a deal: ship with a tracking number, send content back with feedback, and confirm a
 * cancellation. Their text goes to the machine on submit; the shared structs' errors and refusals show inside.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CharacterCount, Field, Modal, Textarea, TextInput } from '../../../ui';
import { CONTENT_FEEDBACK, TRACKING_NUMBER } from '../../../domain/deal';
import type { FieldErrors } from '../../../domain/validation';
import type { ApiError } from '../../../domain/api-error';
import { dialogFormFailure, fieldMessage } from '../../shared/form-errors';
import { FormAlert } from '../../shared/form-alert';

type Common = { busy: boolean; fields: FieldErrors; error: ApiError | null; onClose: () => void };

export function ShipDialog({
  open,
  name,
  product,
  busy,
  fields,
  error,
  onSubmit,
  onClose,
}: Common & { open: boolean; name: string; product: string; onSubmit: (trackingNumber: string) => void }) {
  const { t } = useTranslation('dealOverview');
  const [value, setValue] = useState('');
  return (
    <Modal
      open={open}
      onClose={onClose}
      locked={busy}
      closeLabel={t('ship.close')}
      title={t('ship.title')}
      description={t('ship.text', { name, product })}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit(value);
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('ship.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('ship.submit')}
          </Button>
        </>
      }
    >
      <Field
        label={t('ship.label')}
        hint={t('ship.hint')}
        error={fieldMessage(t, fields.tracking_number)}
        required
      >
        <TextInput
          value={value}
          maxLength={TRACKING_NUMBER.max + 10}
          autoComplete="off"
          onChange={(event) => setValue(event.target.value)}
        />
      </Field>
      <FormAlert tone="error">{dialogFormFailure(t, error, ['tracking_number'])}</FormAlert>
    </Modal>
  );
}

export function DeclineDialog({
  open,
  name,
  busy,
  fields,
  error,
  onSubmit,
  onClose,
}: Common & { open: boolean; name: string; onSubmit: (feedback: string) => void }) {
  const { t } = useTranslation('dealOverview');
  const [value, setValue] = useState('');
  return (
    <Modal
      open={open}
      onClose={onClose}
      locked={busy}
      closeLabel={t('decline.close')}
      title={t('decline.title')}
      description={t('decline.text', { name })}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit(value);
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('decline.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('decline.submit')}
          </Button>
        </>
      }
    >
      <Field
        label={t('decline.label')}
        error={fieldMessage(t, fields.feedback)}
        required
        aside={
          <CharacterCount
            count={value.trim().length}
            max={CONTENT_FEEDBACK.max}
            label={t('decline.count', { count: value.trim().length, max: CONTENT_FEEDBACK.max })}
          />
        }
      >
        <Textarea value={value} rows={5} onChange={(event) => setValue(event.target.value)} />
      </Field>
      <FormAlert tone="error">{dialogFormFailure(t, error, ['feedback'])}</FormAlert>
    </Modal>
  );
}

export function CancelDialog({
  open,
  name,
  amount,
  busy,
  error,
  onConfirm,
  onClose,
}: Omit<Common, 'fields'> & { open: boolean; name: string; amount: string; onConfirm: () => void }) {
  const { t } = useTranslation('dealOverview');
  return (
    <Modal
      open={open}
      onClose={onClose}
      locked={busy}
      tone="danger"
      size="sm"
      closeLabel={t('cancel.close')}
      title={t('cancel.title', { name })}
      description={t('cancel.text', { amount })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel.keep')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {t('cancel.confirm')}
          </Button>
        </>
      }
    >
      {error ? <FormAlert tone="error">{dialogFormFailure(t, error, [])}</FormAlert> : null}
    </Modal>
  );
}
