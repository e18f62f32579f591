/**
 * The way in for a new account: create a brand, then a product, then a campaign. Each step is done once the
 * account has one; only the first open step is offered as the main action. Once every step is done it folds to
 * one line.
 */
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Badge, ButtonLink, IconCheck, cx } from '../../../ui';
import * as styles from './onboarding-checklist.css';

type Counts = { brands: number; products: number; campaigns: number };

const STEPS = [
  { key: 'brand', href: '/brands?new=1', done: (c: Counts) => c.brands > 0 },
  { key: 'product', href: '/products?new=1', done: (c: Counts) => c.products > 0 },
  { key: 'campaign', href: '/campaign/creation/type', done: (c: Counts) => c.campaigns > 0 },
] as const;

/** Whether every step is done: the checklist then folds to one line. */
export const setupDone = (counts: Counts): boolean => STEPS.every((step) => step.done(counts));

export function OnboardingChecklist({ counts }: { counts: Counts }) {
  const { t } = useTranslation('dashboard');
  const states = STEPS.map((step) => step.done(counts));
  const doneCount = states.filter(Boolean).length;
  const current = states.indexOf(false);
  if (current === -1)
    return (
      <p className={styles.allDone}>
        <IconCheck size={16} />
        {t('checklist.allDone')}
      </p>
    );

  return (
    <section className={styles.card} aria-labelledby="onboarding-title">
      <div className={styles.head}>
        <h2 id="onboarding-title" className={styles.title}>
          {t('checklist.title')}
        </h2>
        <p className={styles.lead}>{t('checklist.lead')}</p>
      </div>
      <div className={styles.progress}>
        <span
          className={styles.track}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={STEPS.length}
          aria-valuenow={doneCount}
          aria-label={t('checklist.progressLabel')}
        >
          <span className={cx(styles.fill, styles.filled[doneCount] ?? styles.filled[0])} />
        </span>
        <span>{t('checklist.progress', { done: doneCount, total: STEPS.length })}</span>
      </div>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => {
          const done = states[index];
          const state = done ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li key={step.key} className={styles.step} data-state={state}>
              <span className={styles.marker} aria-hidden="true">
                {done ? <IconCheck size={16} /> : index + 1}
              </span>
              <div className={styles.text}>
                <h3 className={styles.stepTitle}>{t(`checklist.steps.${step.key}.title`)}</h3>
                <p className={styles.stepText}>{t(`checklist.steps.${step.key}.text`)}</p>
              </div>
              <div className={styles.action}>
                {done ? (
                  <Badge tone="green">{t('checklist.done')}</Badge>
                ) : (
                  <ButtonLink
                    component={Link}
                    href={step.href}
                    size="sm"
                    variant={state === 'current' ? 'primary' : 'secondary'}
                  >
                    {t(`checklist.steps.${step.key}.action`)}
                  </ButtonLink>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
