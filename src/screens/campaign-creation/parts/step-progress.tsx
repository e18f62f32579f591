/**
 * Where the user is in the wizard: its four steps, those done (each a link back to it), the current one and those
 * to come.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { IconCheck } from '../../../ui';
import type { WizardStep } from '../../../domain/campaign';
import { FORM_STEPS } from '../../../machines/campaign-wizard-steps';
import * as styles from '../campaign-creation.css';

export function StepProgress({ step }: { step: WizardStep }) {
  const { t } = useTranslation('campaignCreation');
  const current = FORM_STEPS.indexOf(step as (typeof FORM_STEPS)[number]);
  return (
    <ol className={styles.progress} aria-label={t('progress')}>
      {FORM_STEPS.map((name, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={name}
            className={`${styles.progressEntry} ${styles.progressItem[state]}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {state === 'done' ? (
              <Link href={`/campaign/creation/${name}`} className={styles.progressLink}>
                <span className={styles.progressMarker} aria-hidden="true">
                  <IconCheck size={14} />
                </span>
                {t(`steps.${name}`)}
              </Link>
            ) : (
              <>
                <span className={styles.progressMarker} aria-hidden="true">
                  {index + 1}
                </span>
                {t(`steps.${name}`)}
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
