/**
 * The edit and delete icon buttons of a brand or product card. Their accessible names say which item they
 * act on ("Edit Acme"); the tooltip is the bare verb. Where they sit is the card's own style.
 */
import { useTranslation } from 'react-i18next';
import { Button, IconEdit, IconTrash } from '../../../ui';

export function CardActions({
  className,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  className: string;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <Button variant="ghost" size="sm" iconOnly aria-label={editLabel} title={t('edit')} onClick={onEdit}>
        <IconEdit size={18} />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        aria-label={deleteLabel}
        title={t('delete')}
        onClick={onDelete}
      >
        <IconTrash size={18} />
      </Button>
    </div>
  );
}
