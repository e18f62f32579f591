/**
 * Campaign creation (/campaign/creation/:step, SPEC.md §2): one screen for the wizard's five steps, driven by the
 * campaign wizard machine. The address follows the machine (each step it enters is pushed to the history), and
 * an address changed by the browser's Back or Forward is sent to it as `wizard.goto`.
 */
import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, IconWarning, LoadingOverlay, PageHeader } from '../../ui';
import { wizardStep } from '../../machines/campaign-wizard';
import { StepProgress } from './parts/step-progress';
import { TypeStep } from './parts/type-step';
import { SettingsStep } from './parts/settings-step';
import { ParametersStep } from './parts/parameters-step';
import { SummaryStep } from './parts/summary-step';
import { CreatedStep } from './parts/created-step';
import { DraftOffer } from './parts/draft-offer';
import * as styles from './campaign-creation.css';
import { useFlow, useFlowOptions } from '../shared/app-context';

export const CREATION_PATH = '/campaign/creation/';

export function CampaignCreationScreen({
  step,
  inspect,
}: {
  step: string;
  /** An inspector of the wizard's actor (the model test records the transitions taken). */
  inspect?: (event: InspectionEvent) => void;
}) {
  const { t } = useTranslation('campaignCreation');
  const [, navigate] = useLocation();
  const actor = useActorRef(useFlow('campaignWizard'), {
    ...useFlowOptions(),
    input: { step },
    ...(inspect ? { inspect } : {}),
  });
  const shown = useSelector(actor, wizardStep);
  const loading = useSelector(actor, (s) => s.hasTag('busy') && !s.matches('submitting'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const offering = useSelector(actor, (s) => s.matches('offer'));
  const synced = useRef(step);
  const arrived = useRef(false);

  // The machine moved: the address follows. Where it first lands replaces the address asked for (a step not
  // yet open leads to the first incomplete one); every later move is pushed, so Back returns to it.
  useEffect(() => {
    if (!shown) return;
    const first = !arrived.current;
    arrived.current = true;
    if (shown === synced.current && !first) return;
    synced.current = shown;
    if (shown !== step) navigate(`${CREATION_PATH}${shown}`, { replace: first });
  }, [shown]);

  // The address moved (Back, Forward, a link): the machine is told.
  useEffect(() => {
    if (step === synced.current) return;
    actor.send({ type: 'wizard.goto', step });
    // A step that may not open yet leads to the first incomplete one: the address says where the user is.
    const landed = wizardStep(actor.getSnapshot());
    synced.current = landed ?? step;
    if (landed && landed !== step) navigate(`${CREATION_PATH}${landed}`, { replace: true });
  }, [step]);

  return (
    <div className={styles.screen}>
      <PageHeader title={t('title')} description={t('lead')} />
      {shown && shown !== 'created' ? <StepProgress step={shown} /> : null}
      {loading ? <LoadingOverlay label={t('loading')} variant="contained" /> : null}
      {failed ? (
        <EmptyState
          icon={<IconWarning size={24} />}
          title={t('failed.title')}
          description={t('failed.text')}
          actions={<Button onClick={() => actor.send({ type: 'wizard.retry' })}>{t('failed.retry')}</Button>}
        />
      ) : null}
      {offering ? <DraftOffer actor={actor} /> : null}
      {shown === 'type' ? <TypeStep actor={actor} /> : null}
      {shown === 'settings' ? <SettingsStep actor={actor} /> : null}
      {shown === 'parameters' ? <ParametersStep actor={actor} /> : null}
      {shown === 'summary' ? <SummaryStep actor={actor} /> : null}
      {shown === 'created' ? <CreatedStep actor={actor} /> : null}
    </div>
  );
}
