/**
 * A product image picker: click or drop a PNG, JPEG or WebP file; it is read as a data URL, checked with the
 * shared rule (type and size) and previewed. The hidden file input is the Field's control, so its label,
 * hint and error are announced with it.
 */
import { useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconUpload, useFieldControl, visuallyHidden } from '../../../ui';
import { IMAGE_TYPES } from '../../../domain/constants';
import { productImage } from '../../../domain/catalog';
import { check, type FieldError } from '../../../domain/validation';
import { readAsDataUrl } from '../read-as-data-url';
import * as styles from './image-upload.css';

export type ImageUploadProps = {
  /** What to show: the new image's data URL, or the stored image's address. */
  preview: string | null;
  onChange: (dataUrl: string) => void;
  onRemove: () => void;
  onInvalid: (error: FieldError) => void;
};

export function ImageUpload({ preview, onChange, onRemove, onInvalid }: ImageUploadProps) {
  const { t } = useTranslation('products');
  const control = useFieldControl();
  const [dragging, setDragging] = useState(false);

  async function take(file: File | undefined) {
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      onInvalid({ code: 'imageType' });
      return;
    }
    const dataUrl = await readAsDataUrl(file);
    const checked = check(productImage, dataUrl);
    if (!checked.ok) onInvalid(Object.values(checked.fields)[0] ?? { code: 'imageType' });
    else onChange(dataUrl);
  }

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <div className={styles.wrap}>
      <label
        className={styles.zone}
        data-dragging={dragging}
        data-invalid={control?.invalid}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          type="file"
          accept={IMAGE_TYPES.join(',')}
          id={control?.id}
          aria-describedby={control?.describedBy}
          aria-invalid={control?.invalid || undefined}
          className={visuallyHidden}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            void take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {preview ? (
          <img src={preview} alt={t('form.imagePreview')} className={styles.preview} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <IconUpload size={24} />
          </span>
        )}
        <span className={styles.text}>
          <span className={styles.primary}>{preview ? t('form.imageReplace') : t('form.imageChoose')}</span>
          <span className={styles.secondary}>{t('form.imageHint')}</span>
        </span>
      </label>
      {preview ? (
        <Button variant="ghost" size="sm" className={styles.remove} onClick={onRemove}>
          {t('form.imageRemove')}
        </Button>
      ) : null}
    </div>
  );
}
