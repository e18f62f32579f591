/** Step 1: the four kinds, each saying what the brand gets and its starting price per deal. */
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui';
import { CAMPAIGN_KINDS } from '../../../domain/campaign';
import { startingPrice } from '../../../domain/pricing';
import { formatMoney } from '../../../domain/money';
import type { CampaignWizardActor } from '../../../machines/campaign-wizard';
import { useLanguage } from '../../shared/app-context';
import { errorOf, useWizard } from './wizard-view';
import { StepActions } from './step-actions';
import * as styles from '../campaign-creation.css';

export function TypeStep({ actor }: { actor: CampaignWizardActor }) {
  const { t } = useTranslation('campaignCreation');
  const { locale } = useLanguage();
  const { draft, fields, change } = useWizard(actor);
  const error = errorOf(t, fields, 'kind');
  return (
    <Card padding="lg" className={styles.card}>
      <h2 className={styles.kindTitle}>{t('type.title')}</h2>
      <div className={styles.kinds} role="group" aria-label={t('type.title')}>
        {CAMPAIGN_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={styles.kind}
            aria-pressed={draft.kind === kind}
            onClick={() => change({ kind })}
          >
            <span className={styles.kindTitle}>{t(`kinds.${kind}.name`)}</span>
            <span className={styles.kindText}>{t(`kinds.${kind}.text`)}</span>
            <span className={styles.kindPrice}>
              {t('type.from', { price: formatMoney(startingPrice(kind), locale) })}
            </span>
          </button>
        ))}
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <StepActions actor={actor} back={false} />
    </Card>
  );
}
