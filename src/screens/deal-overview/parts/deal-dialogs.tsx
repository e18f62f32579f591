/**
 * The brand's dialogs on a deal: send content back with feedback, confirm accepting it (which pays the creator),
 * and confirm a cancellation (shipping has its own, ship-dialog.tsx). Their text goes to the machine on submit; the shared structs' errors and refusals show inside.
 */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CharacterCount, Field, Modal, Textarea } from '../../../ui';
import { CONTENT_FEEDBACK } from '../../../domain/deal';
import type { FieldErrors } from '../../../domain/validation';
import type { ApiError } from '../../../domain/api-error';
import type { FreedSlotFunds } from '../../../domain/hiring';
import { dialogFormFailure, fieldMessage } from '../../shared/form-errors';
import { FormAlert } from '../../shared/form-alert';

export type Common = { busy: boolean; fields: FieldErrors; error: ApiError | null; onClose: () => void };

export function DeclineDialog({
  open,
  name,
  draft,
  missing,
  busy,
  fields,
  error,
  onEdit,
  onSubmit,
  onClose,
}: Common & {
  open: boolean;
  name: string;
  /** What is typed so far: the machine keeps it when the dialog closes unsent. */
  draft: string;
  /** The must-haves left unticked: they go to the creator with the feedback. */
  missing: string[];
  onEdit: (feedback: string) => void;
  onSubmit: (feedback: string) => void;
}) {
  const { t } = useTranslation('dealOverview');
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
        onSubmit(draft);
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
            count={draft.trim().length}
            max={CONTENT_FEEDBACK.max}
            label={t('decline.count', { count: draft.trim().length, max: CONTENT_FEEDBACK.max })}
          />
        }
      >
        <Textarea value={draft} rows={5} onChange={(event) => onEdit(event.target.value)} />
      </Field>
      {missing.length > 0 ? <p>{t('decline.missing', { tags: missing.join(', ') })}</p> : null}
      <FormAlert tone="error">{dialogFormFailure(t, error, ['feedback'])}</FormAlert>
    </Modal>
  );
}

/** Accepting pays the creator: the dialog says who is paid how much before anything moves. */
export function AcceptDialog({
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
      size="sm"
      closeLabel={t('accept.close')}
      title={t('accept.title', { name })}
      description={t('accept.text', { name, amount })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('accept.keep')}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {t('accept.confirm', { amount })}
          </Button>
        </>
      }
    >
      {error ? <FormAlert tone="error">{dialogFormFailure(t, error, [])}</FormAlert> : null}
    </Modal>
  );
}

export function CancelDialog({
  open,
  name,
  amount,
  fundsTo,
  busy,
  error,
  onConfirm,
  onClose,
}: Omit<Common, 'fields'> & {
  open: boolean;
  name: string;
  amount: string;
  /** Where the deal's cost goes (freedSlotFundsGoTo): the campaign's funds while it may hire, else the wallet. */
  fundsTo: FreedSlotFunds;
  onConfirm: () => void;
}) {
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
      description={t(fundsTo === 'campaign' ? 'cancel.textToCampaign' : 'cancel.text', { amount })}
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
