/**
 * The campaign wizard's steps as rules (no flow here): which answers each step holds, whether a step is complete
 * by the shared structs of src/domain/campaign.ts, the first step not yet complete, and the whole draft as the
 * API's CampaignInput.
 */
import {
  CampaignInput,
  ParametersStep,
  SettingsStep,
  TypeStep,
  WIZARD_STEPS,
  type CampaignDraft,
  type WizardStep,
} from '../domain/campaign';
import { check, type FieldErrors } from '../domain/validation';

/** The steps a user fills in, in order (created is where a submitted wizard ends). */
export const FORM_STEPS = [
  'type',
  'settings',
  'parameters',
  'summary',
] as const satisfies readonly WizardStep[];
export type FormStep = (typeof FORM_STEPS)[number];

const SETTINGS_KEYS = [
  'kind',
  'name',
  'brand_id',
  'products',
  'delivery',
  'taxes_cents',
  'shipping_cents',
  'deals',
  'creator_tier',
  'category',
] as const;
const PARAMETER_KEYS = [
  'kind',
  'ages',
  'genders',
  'ethnicities',
  'must_haves',
  'content_brief',
  'format',
  'links',
  'video_duration',
] as const;

/** Resource links are optional: none typed is an empty list. */
function pick(draft: CampaignDraft, keys: readonly string[]): Record<string, unknown> {
  const source = { ...draft, links: draft.links ?? [] } as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) picked[key] = source[key];
  return picked;
}

/** The field errors of a step's answers; empty when the step is complete. */
export function stepErrors(step: FormStep, draft: CampaignDraft): FieldErrors {
  const result =
    step === 'type'
      ? check(TypeStep, pick(draft, ['kind']))
      : step === 'settings'
        ? check(SettingsStep, pick(draft, SETTINGS_KEYS))
        : step === 'parameters'
          ? check(ParametersStep, pick(draft, PARAMETER_KEYS))
          : check(CampaignInput, campaignInputOf(draft));
  return result.ok ? {} : result.fields;
}

export const isStepComplete = (step: FormStep, draft: CampaignDraft): boolean =>
  Object.keys(stepErrors(step, draft)).length === 0;

/** The first step whose answers are not complete: where a user opening a later step is taken. */
export function firstIncomplete(draft: CampaignDraft): FormStep {
  return FORM_STEPS.find((step) => step !== 'summary' && !isStepComplete(step, draft)) ?? 'summary';
}

/** The step a user may be on: the one asked for, unless an earlier one is not complete. */
export function allowedStep(requested: WizardStep, draft: CampaignDraft): FormStep {
  const first = firstIncomplete(draft);
  if (requested === 'created') return first;
  return WIZARD_STEPS.indexOf(requested) <= WIZARD_STEPS.indexOf(first) ? requested : first;
}

export const nextStep = (step: FormStep): FormStep => FORM_STEPS[FORM_STEPS.indexOf(step) + 1] ?? 'summary';
export const previousStep = (step: FormStep): FormStep => FORM_STEPS[FORM_STEPS.indexOf(step) - 1] ?? 'type';

/** The draft as the API's CampaignInput (the wizard's own keys left out). */
export function campaignInputOf(draft: CampaignDraft): Record<string, unknown> {
  return pick(draft, [...new Set([...SETTINGS_KEYS, ...PARAMETER_KEYS])]);
}
