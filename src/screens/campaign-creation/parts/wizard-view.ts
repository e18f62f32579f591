/** Narrow reads of the wizard's snapshot for the steps' parts, and the error texts of its fields. */
import { useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import type { CampaignWizardActor, CampaignWizardSnapshot } from '../../../machines/campaign-wizard';
import type { CampaignDraft } from '../../../domain/campaign';
import { fieldMessage } from '../../shared/form-errors';

const draftOf = (s: CampaignWizardSnapshot) => s.context.draft;
const fieldsOf = (s: CampaignWizardSnapshot) => s.context.fields;
const optionsOf = (s: CampaignWizardSnapshot) => s.context.options;

export function useWizard(actor: CampaignWizardActor) {
  const draft = useSelector(actor, draftOf);
  const fields = useSelector(actor, fieldsOf);
  const options = useSelector(actor, optionsOf);
  const change = (values: Partial<CampaignDraft>) => actor.send({ type: 'wizard.change', values });
  return { draft, fields, options, change };
}

/** The message of a field's error, or of the first error inside it (a list's item: links.0). */
export function errorOf(t: TFunction, fields: CampaignWizardSnapshot['context']['fields'], name: string) {
  const own = fields[name];
  if (own) return fieldMessage(t, own);
  const inner = Object.entries(fields).find(([key]) => key.startsWith(`${name}.`));
  return inner ? fieldMessage(t, inner[1]) : undefined;
}
