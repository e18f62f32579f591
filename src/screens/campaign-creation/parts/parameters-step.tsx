/**
 * Step 3: who the creators are (ages, genders, ethnicities), what the content must show (must-have tags, the
 * brief, the format, resource links) and, for the video kinds, the video's duration with what it adds per deal.
 */
import { FitCount } from './fit-count';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Checkbox, Field, Select, TextInput, Textarea } from '../../../ui';
import {
  AGE_RANGES,
  CONTENT_BRIEF,
  VIDEO_DURATIONS,
  isVideoKind,
  type CampaignDraft,
} from '../../../domain/campaign';
import { CONTENT_FORMATS, ETHNICITIES, GENDERS } from '../../../domain/constants';
import { DURATION_EXTRA_CENTS, isIncludedDuration } from '../../../domain/pricing';
import { formatMoney } from '../../../domain/money';
import type { CampaignWizardActor } from '../../../machines/campaign-wizard';
import { useLanguage } from '../../shared/app-context';
import { errorOf, useWizard } from './wizard-view';
import { StepActions } from './step-actions';
import * as styles from '../campaign-creation.css';

type ListKey = 'ages' | 'genders' | 'ethnicities';

/** Items typed one per line (or separated by commas for tags), without empty ones. */
const itemsOf = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

export function ParametersStep({ actor }: { actor: CampaignWizardActor }) {
  const { t } = useTranslation('campaignCreation');
  const { locale } = useLanguage();
  const { draft, fields, change } = useWizard(actor);
  const [tags, setTags] = useState(() => (draft.must_haves ?? []).join(', '));
  const [links, setLinks] = useState(() => (draft.links ?? []).join('\n'));
  const error = (name: string) => errorOf(t, fields, name);

  const group = <K extends ListKey>(key: K, values: readonly string[]) => {
    const chosen: readonly string[] = draft[key] ?? [];
    return (
      <fieldset className={`${styles.choices} ${styles.wide}`}>
        <legend className={styles.legend}>{t(`parameters.${key}`)}</legend>
        {values.map((value) => (
          <Checkbox
            key={value}
            label={t(`${key}.${value}`)}
            checked={chosen.includes(value)}
            onChange={(event) =>
              change({
                [key]: event.target.checked ? [...chosen, value] : chosen.filter((other) => other !== value),
              } as Partial<CampaignDraft>)
            }
          />
        ))}
        {error(key) ? (
          <p role="alert" className={styles.error}>
            {error(key)}
          </p>
        ) : null}
      </fieldset>
    );
  };

  return (
    <Card padding="lg" className={styles.card}>
      <h2 className={styles.kindTitle}>{t('parameters.title')}</h2>
      <div className={styles.grid}>
        {group('ages', AGE_RANGES)}
        {group('genders', GENDERS)}
        {group('ethnicities', ETHNICITIES)}
        <Field
          label={t('parameters.mustHaves')}
          hint={t('parameters.mustHavesHint')}
          error={error('must_haves')}
          required
        >
          <TextInput
            value={tags}
            onChange={(event) => {
              setTags(event.target.value);
              change({ must_haves: itemsOf(event.target.value, /,/) });
            }}
          />
        </Field>
        <Field label={t('parameters.format')} error={error('format')} required>
          <Select
            value={draft.format ?? ''}
            placeholder={t('parameters.chooseFormat')}
            options={CONTENT_FORMATS.map((format) => ({ value: format, label: t(`formats.${format}`) }))}
            onChange={(event) => change({ format: event.target.value as CampaignDraft['format'] })}
          />
        </Field>
        {draft.kind && isVideoKind(draft.kind) ? (
          <Field label={t('parameters.duration')} error={error('video_duration')} required>
            <Select
              value={draft.video_duration ?? ''}
              placeholder={t('parameters.chooseDuration')}
              options={VIDEO_DURATIONS.map((duration) => ({
                value: duration,
                label: isIncludedDuration(duration)
                  ? t('durations.included', { duration: t(`durations.${duration}`) })
                  : t('durations.extra', {
                      duration: t(`durations.${duration}`),
                      price: formatMoney(DURATION_EXTRA_CENTS[duration], locale),
                    }),
              }))}
              onChange={(event) =>
                change({ video_duration: event.target.value as CampaignDraft['video_duration'] })
              }
            />
          </Field>
        ) : null}
        <Field label={t('parameters.brief')} error={error('content_brief')} required className={styles.wide}>
          <Textarea
            rows={5}
            maxLength={CONTENT_BRIEF.max}
            value={draft.content_brief ?? ''}
            onChange={(event) => change({ content_brief: event.target.value })}
          />
        </Field>
        <Field
          label={t('parameters.links')}
          hint={t('parameters.linksHint')}
          error={error('links')}
          className={styles.wide}
        >
          <Textarea
            rows={3}
            value={links}
            onChange={(event) => {
              setLinks(event.target.value);
              change({ links: itemsOf(event.target.value, /\n/) });
            }}
          />
        </Field>
      </div>
      <FitCount actor={actor} />
      <StepActions actor={actor} />
    </Card>
  );
}
