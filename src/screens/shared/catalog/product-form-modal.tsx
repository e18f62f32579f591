/**
 * Create or edit a product in a dialog. The values are checked with the shared ProductInput struct before
 * anything is sent; the API's field errors show beside the same fields. Typed values survive a refusal.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button, Field, Modal, Select, TextInput, Textarea } from '../../../ui';
import { CREATOR_CATEGORIES } from '../../../domain/constants';
import {
  PRODUCT_DESCRIPTION,
  PRODUCT_NAME,
  PRODUCT_PRICE_MAX_DOLLARS,
  PRODUCT_PRICE_MIN_DOLLARS,
  ProductInput,
} from '../../../domain/catalog';
import { formatAmount, formatMoney, parseMoney } from '../../../domain/money';
import { check, type FieldErrors } from '../../../domain/validation';
import type { ApiError } from '../../../domain/api-error';
import { useLanguage } from '../app-context';
import { AmountField } from '../amount-field';
import { dialogFormFailure, fieldMessage, mergeFieldErrors } from '../form-errors';
import { FormAlert } from '../form-alert';
import { ImageUpload } from './image-upload';
import type { BrandOption, Product } from '../../../machines/products';
import * as styles from './product-form.css';
import { TextCount } from '../text-count';

type Draft = {
  brand_id: string;
  name: string;
  price: string;
  link: string;
  description: string;
  category: string;
};

/** What the form starts with: the product's values, or for a new one the brand asked for (or the only one). */
const draftOf = (product: Product | null, brandId: string | undefined, locale: string): Draft => ({
  brand_id: product?.brand.id ?? brandId ?? '',
  name: product?.name ?? '',
  price: product ? formatAmount(product.price, locale) : '',
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
  const { locale } = useLanguage();
  // A company with a single brand has nothing to choose: it is filled in.
  const brandId = props.defaultBrandId ?? (brands.length === 1 ? brands[0]?.id : undefined);
  const [draft, setDraft] = useState<Draft>(() => draftOf(product, brandId, locale));
  /** undefined keeps the stored image, '' removes it, a data URL replaces it. */
  const [image, setImage] = useState<string | undefined>(undefined);
  const [local, setLocal] = useState<FieldErrors>({});

  useEffect(() => {
    if (!open) return;
    setDraft(draftOf(product, brandId, locale));
    setImage(undefined);
    setLocal({});
    // Made when the dialog opens, not when the language changes: the price field rewrites itself then.
  }, [open, product, brandId]);

  const fields = mergeFieldErrors(local, error);
  const message = (name: string) => fieldMessage(t, fields[name]);
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  const preview = image === undefined ? (product?.image ?? null) : image || null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const price = parseMoney(draft.price, locale);
    const checked = check(ProductInput, {
      ...draft,
      price: price.ok ? price.cents : Number.NaN,
      ...(image === undefined ? {} : { image }),
    });
    if (!checked.ok || !price.ok) {
      setLocal({
        ...(checked.ok ? {} : checked.fields),
        ...(price.ok ? {} : { price: price.error }),
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
      // Not locked here: the flow itself ignores a cancel while a call is in flight, so Escape changes nothing.
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
        <FormAlert tone="error">{dialogFormFailure(t, error, Object.keys(draft).concat('image'))}</FormAlert>
        {brands.length === 0 ? (
          <FormAlert tone="info">
            {t('form.noBrands')} <Link href="/brands?new=1">{t('form.noBrandsLink')}</Link>
          </FormAlert>
        ) : null}
        <Field
          label={t('form.name')}
          error={message('name')}
          required
          aside={<TextCount text={draft.name} max={PRODUCT_NAME.max} />}
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
          <AmountField
            label={t('form.price')}
            hint={t('form.priceHint', {
              min: formatMoney(PRODUCT_PRICE_MIN_DOLLARS * 100, locale),
              max: formatMoney(PRODUCT_PRICE_MAX_DOLLARS * 100, locale),
            })}
            value={draft.price}
            onChange={(price) => setDraft((current) => ({ ...current, price }))}
            error={fields.price}
            required
          />
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
          aside={<TextCount text={draft.description} max={PRODUCT_DESCRIPTION.max} />}
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
