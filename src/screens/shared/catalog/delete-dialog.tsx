/**
 * Asks before deleting a brand or a product; a refusal (e.g. BRAND_HAS_PRODUCTS) or a lost connection is told
 * in the dialog.
 */
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../ui';
import type { ApiError } from '../../../domain/api-error';
import { dialogFailureMessage } from '../form-errors';
import { FormAlert } from '../form-alert';

export type DeleteDialogProps = {
  open: boolean;
  title: string;
  description: string;
  busy: boolean;
  error: ApiError | null;
  onConfirm: () => void;
  onCancel: () => void;
};

export function DeleteDialog({
  open,
  title,
  description,
  busy,
  error,
  onConfirm,
  onCancel,
}: DeleteDialogProps) {
  const { t } = useTranslation();
  const refusal = dialogFailureMessage(t, error);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      tone="danger"
      size="sm"
      title={title}
      description={description}
      closeLabel={t('close')}
      // Not locked here: the flow itself ignores a cancel while a call is in flight, so Escape changes nothing.
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </Button>
          {/* A refusal (the brand still has products) stands until something else changes; a lost
              connection does not, so Delete stays there to try again. */}
          <Button variant="danger" onClick={onConfirm} loading={busy} disabled={error?.kind === 'refused'}>
            {t('delete')}
          </Button>
        </>
      }
    >
      {refusal ? <FormAlert tone="error">{refusal}</FormAlert> : null}
    </Modal>
  );
}
