/**
 * Create or edit a brand in a dialog: checked with the shared BrandInput struct and against the names of the
 * company's other brands (whatever the case), API errors beside fields.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Modal, TextInput, Textarea } from '../../../ui';
import { BRAND_DESCRIPTION, BRAND_NAME, BrandInput, sameBrandName } from '../../../domain/catalog';
import { check, type FieldErrors } from '../../../domain/validation';
import type { ApiError } from '../../../domain/api-error';
import { dialogFormFailure, fieldMessage, mergeFieldErrors } from '../../shared/form-errors';
import { FormAlert } from '../../shared/form-alert';
import type { Brand } from '../../../machines/brands';
import * as styles from './brand-form-modal.css';
import { TextCount } from '../../shared/text-count';

export type BrandFormModalProps = {
  open: boolean;
  brand: Brand | null;
  /** The company's brands, whose names a new name may not repeat. */
  brands: readonly Pick<Brand, 'id' | 'name'>[];
  busy: boolean;
  error: ApiError | null;
  onSubmit: (values: BrandInput) => void;
  onCancel: () => void;
};

export function BrandFormModal({
  open,
  brand,
  brands,
  busy,
  error,
  onSubmit,
  onCancel,
}: BrandFormModalProps) {
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
    const taken = brands.some((other) => other.id !== brand?.id && sameBrandName(other.name, draft.name));
    if (!checked.ok || taken) {
      setLocal({
        ...(taken ? { name: { code: 'brandNameTaken' } } : {}),
        ...(checked.ok ? {} : checked.fields),
      });
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
      // Not locked here: the flow itself ignores a cancel while a call is in flight, so Escape changes nothing.
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
        <FormAlert tone="error">{dialogFormFailure(t, error, ['name', 'description'])}</FormAlert>
        <Field
          label={t('form.name')}
          hint={t('form.nameHint', BRAND_NAME)}
          error={fieldMessage(t, fields.name)}
          required
          aside={<TextCount text={draft.name} max={BRAND_NAME.max} />}
        >
          <TextInput value={draft.name} onChange={set('name')} autoComplete="organization" />
        </Field>
        <Field
          label={t('form.description')}
          hint={t('form.descriptionHint', BRAND_DESCRIPTION)}
          error={fieldMessage(t, fields.description)}
          required
          aside={<TextCount text={draft.description} max={BRAND_DESCRIPTION.max} />}
        >
          <Textarea value={draft.description} onChange={set('description')} rows={3} />
        </Field>
      </div>
    </Modal>
  );
}
