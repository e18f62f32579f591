/**
 * How many creators the campaign's targeting finds, counted by the API as the answers change (creator-fit.ts): a
 * note while enough fit, a warning when fewer fit than the deals bought, an alert when none does (the summary
 * then refuses to take payment). A polite status, so a screen reader hears the new count without interruption.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fitVerdict } from '../../../domain/targeting';
import type { CampaignWizardActor } from '../../../machines/campaign-wizard';
import { FormAlert } from '../../shared/form-alert';

export function FitCount({ actor }: { actor: CampaignWizardActor }) {
  const { t } = useTranslation('campaignCreation');
  const fit = useSelector(actor, (s) => s.context.fit);
  const deals = useSelector(actor, (s) => s.context.draft.deals ?? 0);
  if (fit === null) return null;
  const verdict = fitVerdict(fit, deals);
  const tone = verdict === 'enough' ? 'info' : 'error';
  return (
    <FormAlert tone={tone} polite>
      {t(`fit.${verdict}`, { count: fit, deals })}
    </FormAlert>
  );
}
