/**
 * The profile picture: a PNG, JPEG or WebP file of at most 2 MB, sent as a data URL (CompanyUpdateProfilePicture)
 * as soon as it is chosen, or removed. The shared ProfilePicture struct checks type and size first.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfilePicture } from '../../../domain/account';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../domain/constants';
import { CompanyUpdateProfilePictureDocument } from '../../../graphql/generated/graphql';
import { defineForm } from '../../../machines/form';
import { Avatar } from '../../../ui/avatar/avatar';
import { Button } from '../../../ui/button/button';
import { Field } from '../../../ui/field/field';
import { useApi, useSessionActor, useToasts } from '../../shared/app-context';
import { fieldMessage } from '../../shared/form-errors';
import { FormAlert } from '../../shared/form-alert';
import { useForm } from '../../shared/use-form';
import * as styles from '../account-overview.css';
import { FileInput } from './file-input';

const pictureForm = defineForm('picture', ProfilePicture);

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The avatar with its picture controls; while a new picture uploads, the avatar previews it. */
export function PicturePicker({ name, picture }: { name: string; picture: string | null }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const session = useSessionActor();
  const toasts = useToasts();
  const input = useRef<HTMLInputElement>(null);
  const form = useForm(pictureForm, async (values) => {
    await api.mutate(CompanyUpdateProfilePictureDocument, values);
    session.send({ type: 'session.refresh' });
    toasts.notify('success', values.image ? t('picture.saved') : t('picture.removed'));
  });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    // Far larger than allowed: refuse without reading it all into memory.
    const image = file.size > MAX_IMAGE_BYTES * 2 ? `data:${file.type};base64,` : await readAsDataUrl(file);
    form.submit({ image });
    if (input.current) input.current.value = '';
  };

  const preview = form.busy && form.sent ? form.sent.image : picture;

  return (
    <form
      ref={form.formRef}
      className={styles.summary}
      onSubmit={(event) => event.preventDefault()}
      noValidate
    >
      <Avatar name={name} src={preview} size="xl" />
      <div className={styles.summaryText}>
        <Field
          label={t('picture.label')}
          hint={t('picture.hint', { max: MAX_IMAGE_BYTES / (1024 * 1024) })}
          error={fieldMessage(t, form.fields.image)}
        >
          <FileInput
            ref={input}
            name="image"
            accept={IMAGE_TYPES.join(',')}
            className={styles.fileInput}
            disabled={form.busy}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </Field>
        <FormAlert tone="error">{form.failure}</FormAlert>
        {picture ? (
          <div>
            <Button
              variant="secondary"
              size="sm"
              loading={form.busy}
              onClick={() => form.submit({ image: null })}
            >
              {t('picture.remove')}
            </Button>
          </div>
        ) : null}
      </div>
    </form>
  );
}
