/**
 * The profile picture: a PNG, JPEG or WebP file of at most 2 MB, sent as a data URL (CompanyUpdateProfilePicture)
 * as soon as it is chosen, or removed. The shared ProfilePicture struct checks type and size first.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../domain/constants';
import { Avatar } from '../../../ui/avatar/avatar';
import { Button, buttonClass } from '../../../ui/button/button';
import { cx } from '../../../ui/cx';
import { IconUpload } from '../../../ui/icons';
import { visuallyHidden } from '../../../ui/visually-hidden.css';
import { Field } from '../../../ui/field/field';
import { useFormFlow, useSessionActor, useToasts } from '../../shared/app-context';
import { fieldMessage } from '../../shared/form-errors';
import { FormAlert } from '../../shared/form-alert';
import { readAsDataUrl } from '../../shared/read-as-data-url';
import { useForm } from '../../shared/use-form';
import * as styles from '../account-overview.css';
import { FileInput } from './file-input';

/** The avatar with its picture controls; while a new picture uploads, the avatar previews it. */
export function PicturePicker({ name, picture }: { name: string; picture: string | null }) {
  const { t } = useTranslation('account');
  const session = useSessionActor();
  const toasts = useToasts();
  const input = useRef<HTMLInputElement>(null);
  const form = useForm(useFormFlow('picture'), (values) => {
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
          {/* The native input, hidden, inside a label drawn as a button: clicking it opens the file picker. */}
          <label className={cx(buttonClass({ variant: 'secondary', size: 'sm' }), styles.pick)}>
            <FileInput
              ref={input}
              name="image"
              accept={IMAGE_TYPES.join(',')}
              className={visuallyHidden}
              disabled={form.busy}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
            <IconUpload size={16} />
            {picture ? t('picture.change') : t('picture.choose')}
          </label>
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
