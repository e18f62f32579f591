/** Create or edit a brand in a dialog: checked with the shared BrandInput struct, API errors beside fields. */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Modal, TextInput, Textarea } from '../../../ui';
import { BRAND_DESCRIPTION, BRAND_NAME, BrandInput } from '../../../domain/catalog';
import { check, type FieldErrors } from '../../../domain/validation';
import type { ApiError } from '../../../graphql/api';
import { fieldMessage, mergeFieldErrors } from '../../shared/form-errors';
import { FormAlert } from '../../shared/form-alert';
import { formFailure } from '../../shared/use-form';
import type { Brand } from '../../shared/catalog/catalog-api';
import * as styles from './brand-form-modal.css';

export type BrandFormModalProps = {
  open: boolean;
  brand: Brand | null;
  busy: boolean;
  error: ApiError | null;
  onSubmit: (values: BrandInput) => void;
  onCancel: () => void;
};

export function BrandFormModal({ open, brand, busy, error, onSubmit, onCancel }: BrandFormModalProps) {
  const { t } = useTranslation('brands');
  const [draft, setDraft] = useState({ name: '', description: '' });
  const [local, setLocal] = useState<FieldErrors>({});

  useEffect(() => {
    if (!open) return;
    setDraft({ name: brand?.name ?? '', description: brand?.description ?? '' });
    setLocal({});
  }, [open, brand]);

  const fields = mergeFieldErrors(local, error);
  const set = (name: 'name' | 'description') => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = check(BrandInput, draft);
    if (!checked.ok) {
      setLocal(checked.fields);
      return;
    }
    setLocal({});
    onSubmit(checked.value);
  }

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={brand ? t('form.editTitle') : t('form.createTitle')}
      description={t('form.lead')}
      closeLabel={t('common:close')}
      locked={busy}
      onSubmit={submit}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {brand ? t('common:saveChanges') : t('form.create')}
          </Button>
        </>
      }
    >
      <div className={styles.fields}>
        <FormAlert tone="error">{formFailure(t, error, ['name', 'description'])}</FormAlert>
        <Field
          label={t('form.name')}
          hint={t('form.nameHint', BRAND_NAME)}
          error={fieldMessage(t, fields.name)}
          required
          aside={`${draft.name.trim().length}/${BRAND_NAME.max}`}
        >
          <TextInput value={draft.name} onChange={set('name')} autoComplete="organization" />
        </Field>
        <Field
          label={t('form.description')}
          hint={t('form.descriptionHint', BRAND_DESCRIPTION)}
          error={fieldMessage(t, fields.description)}
          required
          aside={`${draft.description.trim().length}/${BRAND_DESCRIPTION.max}`}
        >
          <Textarea value={draft.description} onChange={set('description')} rows={3} />
        </Field>
      </div>
    </Modal>
  );
}
