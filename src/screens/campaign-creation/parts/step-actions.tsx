/** Back and Next of a step: they send the wizard's events, nothing more. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import type { CampaignWizardActor } from '../../../machines/campaign-wizard';
import * as styles from '../campaign-creation.css';

export function StepActions({ actor, back = true }: { actor: CampaignWizardActor; back?: boolean }) {
  const { t } = useTranslation('campaignCreation');
  return (
    <div className={styles.actions}>
      {back ? (
        <Button variant="secondary" onClick={() => actor.send({ type: 'wizard.back' })}>
          {t('back')}
        </Button>
      ) : (
        <span />
      )}
      <Button onClick={() => actor.send({ type: 'wizard.next' })}>{t('next')}</Button>
    </div>
  );
}
