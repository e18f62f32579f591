/** Asks before deleting a brand or a product; a refusal (e.g. BRAND_HAS_PRODUCTS) stays in the dialog. */
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../ui';
import type { ApiError } from '../../../graphql/api';
import { failureMessage } from '../form-errors';
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
  const refusal = failureMessage(t, error);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      tone="danger"
      size="sm"
      title={title}
      description={description}
      closeLabel={t('close')}
      locked={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy} disabled={Boolean(refusal)}>
            {t('delete')}
          </Button>
        </>
      }
    >
      {refusal ? <FormAlert tone="error">{refusal}</FormAlert> : null}
    </Modal>
  );
}
