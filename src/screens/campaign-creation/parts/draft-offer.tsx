/** A draft in progress (SPEC.md §4): continue it or start a new campaign. */
import { useTranslation } from 'react-i18next';
import { Button, Card } from '../../../ui';
import type { CampaignWizardActor } from '../../../machines/campaign-wizard';
import { useWizard } from './wizard-view';
import * as styles from '../campaign-creation.css';

export function DraftOffer({ actor }: { actor: CampaignWizardActor }) {
  const { t } = useTranslation('campaignCreation');
  const { draft } = useWizard(actor);
  return (
    <Card padding="lg" className={styles.card}>
      <h2 className={styles.kindTitle}>{t('draft.title')}</h2>
      <p className={styles.note}>{draft.name ? t('draft.named', { name: draft.name }) : t('draft.text')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => actor.send({ type: 'wizard.startNew' })}>
          {t('draft.startNew')}
        </Button>
        <Button onClick={() => actor.send({ type: 'wizard.continue' })}>{t('draft.continue')}</Button>
      </div>
    </Card>
  );
}
