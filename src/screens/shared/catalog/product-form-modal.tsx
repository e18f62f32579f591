/**
 * Create or edit a product in a dialog. The values are checked with the shared ProductInput struct before
 * anything is sent; the API's field errors show beside the same fields. Typed values survive a refusal.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button, Field, Modal, Select, TextInput, Textarea } from '../../../ui';
import { CREATOR_CATEGORIES } from '../../../domain/constants';
import { PRODUCT_DESCRIPTION, PRODUCT_NAME, ProductInput } from '../../../domain/catalog';
import { parseDollars } from '../../../domain/money';
import { check, type FieldErrors } from '../../../domain/validation';
import type { ApiError } from '../../../graphql/api';
import { fieldMessage, mergeFieldErrors } from '../form-errors';
import { FormAlert } from '../form-alert';
import { formFailure } from '../use-form';
import { ImageUpload } from './image-upload';
import type { BrandOption, Product } from './catalog-api';
import * as styles from './product-form.css';

type Draft = {
  brand_id: string;
  name: string;
  price: string;
  link: string;
  description: string;
  category: string;
};

const draftOf = (product: Product | null, brandId: string | undefined): Draft => ({
  brand_id: product?.brand.id ?? brandId ?? '',
  name: product?.name ?? '',
  price: product ? (product.price / 100).toFixed(2) : '',
  link: product?.link ?? '',
  description: product?.description ?? '',
  category: product?.category ?? '',
});

export type ProductFormModalProps = {
  open: boolean;
  /** The product to edit; null to create one. */
  product: Product | null;
  brands: BrandOption[];
  /** Preselected brand for a new product (e.g. the list's brand filter). */
  defaultBrandId?: string;
  busy: boolean;
  error: ApiError | null;
  onSubmit: (values: ProductInput) => void;
  onCancel: () => void;
};

export function ProductFormModal(props: ProductFormModalProps) {
  const { open, product, brands, busy, error, onSubmit, onCancel } = props;
  const { t } = useTranslation('products');
  const [draft, setDraft] = useState<Draft>(() => draftOf(product, props.defaultBrandId));
  /** undefined keeps the stored image, '' removes it, a data URL replaces it. */
  const [image, setImage] = useState<string | undefined>(undefined);
  const [local, setLocal] = useState<FieldErrors>({});

  useEffect(() => {
    if (!open) return;
    setDraft(draftOf(product, props.defaultBrandId));
    setImage(undefined);
    setLocal({});
  }, [open, product, props.defaultBrandId]);

  const fields = mergeFieldErrors(local, error);
  const message = (name: string) => fieldMessage(t, fields[name]);
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  const preview = image === undefined ? (product?.image ?? null) : image || null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const cents = draft.price.trim() === '' ? undefined : parseDollars(draft.price);
    const checked = check(ProductInput, {
      ...draft,
      price: cents ?? Number.NaN,
      ...(image === undefined ? {} : { image }),
    });
    const priceUnreadable = cents === null;
    if (!checked.ok || priceUnreadable) {
      setLocal({
        ...(checked.ok ? {} : checked.fields),
        ...(priceUnreadable ? { price: { code: 'money' } } : {}),
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
      size="lg"
      title={product ? t('form.editTitle') : t('form.createTitle')}
      description={t('form.lead')}
      closeLabel={t('common:close')}
      locked={busy}
      onSubmit={submit}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={brands.length === 0}>
            {product ? t('common:saveChanges') : t('form.create')}
          </Button>
        </>
      }
    >
      <div className={styles.fields}>
        <FormAlert tone="error">{formFailure(t, error, Object.keys(draft).concat('image'))}</FormAlert>
        {brands.length === 0 ? (
          <FormAlert tone="info">
            {t('form.noBrands')} <Link href="/brands?new=1">{t('form.noBrandsLink')}</Link>
          </FormAlert>
        ) : null}
        <Field
          label={t('form.name')}
          error={message('name')}
          required
          aside={`${draft.name.trim().length}/${PRODUCT_NAME.max}`}
        >
          <TextInput
            value={draft.name}
            onChange={set('name')}
            maxLength={PRODUCT_NAME.max + 10}
            autoComplete="off"
          />
        </Field>
        <div className={styles.pair}>
          <Field label={t('form.brand')} error={message('brand_id')} required>
            <Select
              value={draft.brand_id}
              onChange={set('brand_id')}
              placeholder={t('form.brandPlaceholder')}
              options={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
            />
          </Field>
          <Field label={t('form.category')} error={message('category')} required>
            <Select
              value={draft.category}
              onChange={set('category')}
              placeholder={t('form.categoryPlaceholder')}
              options={CREATOR_CATEGORIES.map((category) => ({
                value: category,
                label: t(`categories.${category}`),
              }))}
            />
          </Field>
        </div>
        <div className={styles.pair}>
          <Field label={t('form.price')} hint={t('form.priceHint')} error={message('price')} required>
            <TextInput
              value={draft.price}
              onChange={set('price')}
              inputMode="decimal"
              startAdornment="$"
              placeholder="0.00"
            />
          </Field>
          <Field label={t('form.link')} hint={t('form.linkHint')} error={message('link')} required>
            <TextInput
              type="url"
              value={draft.link}
              onChange={set('link')}
              placeholder="https://"
              autoComplete="url"
            />
          </Field>
        </div>
        <Field
          label={t('form.description')}
          error={message('description')}
          required
          aside={`${draft.description.trim().length}/${PRODUCT_DESCRIPTION.max}`}
        >
          <Textarea value={draft.description} onChange={set('description')} rows={4} />
        </Field>
        <Field label={t('form.image')} hint={t('form.imageOptional')} error={message('image')}>
          <ImageUpload
            preview={preview}
            onChange={(dataUrl) => {
              setImage(dataUrl);
              setLocal(({ image: _image, ...rest }) => rest);
            }}
            onRemove={() => setImage(product?.image ? '' : undefined)}
            onInvalid={(imageError) => setLocal((current) => ({ ...current, image: imageError }))}
          />
        </Field>
      </div>
    </Modal>
  );
}
