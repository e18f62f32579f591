/**
 * The campaign wizard's types and context helpers (campaign-wizard.ts): what it loads, submits, holds and is sent;
 * the step an address names; the context it starts with and takes from the load; a change of answers; and the
 * request the summary submits.
 */
import { WIZARD_STEPS, type CampaignDraft, type CampaignInput, type WizardStep } from '../domain/campaign';
import type { Checked, FieldErrors } from '../domain/validation';
import type { ApiError } from '../domain/api-error';
import type { PaymentMethod } from '../domain/pricing';
import type { FitCounted } from './creator-fit';
import { checkedCampaignOf, priceOfDraft, withAnswers, type WizardOptions } from './campaign-wizard-steps';

export type WizardLoaded = { draft: CampaignDraft | null; options: WizardOptions };

export type SubmitRequest = {
  /**
   * The campaign as the API's rules judge it: complete whenever the summary is reached (routing), and otherwise
   * answered with its field errors without a call, as the API would.
   */
  campaign: Checked<CampaignInput>;
  payment_method: PaymentMethod;
  card_id: string | null;
  expected_total: number;
  /** One key per paid attempt: a submission whose answer was lost is sent again with it and charged once. */
  idempotency_key: string;
};

export type WizardContext = {
  requested: WizardStep;
  draft: CampaignDraft;
  options: WizardOptions | null;
  hadDraft: boolean;
  fields: FieldErrors;
  error: ApiError | null;
  campaign: { id: string; name: string } | null;
  /** How many creators the draft's targeting finds (creator-fit.ts); null until counted. */
  fit: number | null;
  /** The key of the submission last sent, kept while its fate is unknown (keyToRetry); null for a new one. */
  submitKey: string | null;
};

export type WizardEvent =
  | { type: 'wizard.goto'; step: string }
  | { type: 'wizard.change'; values: Partial<CampaignDraft> }
  | { type: 'wizard.chooseProduct'; product_id: string; chosen: boolean }
  | { type: 'wizard.productDeals'; product_id: string; deals: number }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.continue' }
  | { type: 'wizard.startNew' }
  | { type: 'wizard.submit' }
  | { type: 'wizard.close' }
  | { type: 'wizard.retry' }
  | FitCounted;

export const asStep = (step: string): WizardStep =>
  (WIZARD_STEPS as readonly string[]).includes(step) ? (step as WizardStep) : 'type';

export const initialWizardContext = (step: string): WizardContext => ({
  requested: asStep(step),
  draft: {},
  options: null,
  hadDraft: false,
  fields: {},
  error: null,
  campaign: null,
  fit: null,
  submitKey: null,
});

/** What the load puts in the context: the open draft (if any) and what the steps choose from. */
export const loaded = (output: WizardLoaded): Partial<WizardContext> => ({
  draft: output.draft ?? {},
  hadDraft: output.draft !== null && Object.keys(output.draft).length > 0,
  options: output.options,
});

/** The draft with the changed answers, without the errors of the fields changed. */
export function changed(context: WizardContext, values: Partial<CampaignDraft>): Partial<WizardContext> {
  const fields = { ...context.fields };
  for (const key of Object.keys(values)) delete fields[key];
  return { draft: withAnswers(context.draft, values), fields, error: null };
}

/** What the summary submits: the campaign, how it is paid, and the total the user saw. */
export const submitRequestOf = (context: WizardContext): SubmitRequest => ({
  campaign: checkedCampaignOf(context.draft),
  payment_method: context.draft.payment_method ?? 'wallet',
  card_id: context.draft.payment_method === 'card' ? (context.draft.card_id ?? null) : null,
  expected_total: priceOfDraft(context.draft, context.options)?.total ?? 0,
  idempotency_key: context.submitKey ?? '',
});
