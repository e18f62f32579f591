/**
 * The campaign wizard's steps as rules (no flow here): which answers each step holds, whether a step is complete
 * by the shared structs of src/domain/campaign.ts, the first step not yet complete, the whole draft as the
 * API's CampaignInput and its price, and how answers change the draft (the user's split of the deals).
 */
import {
  CampaignInput,
  ParametersStep,
  SettingsStep,
  TypeStep,
  WIZARD_STEPS,
  maxProducts,
  type CampaignDraft,
  type WizardStep,
} from '../domain/campaign';
import { check, type Checked, type FieldErrors } from '../domain/validation';
import { DEAL_PACKAGES } from '../domain/constants';
import { chooseProduct, splitDeals, withProductDeals } from '../domain/deals-split';
import { priceCampaign, type CampaignPrice } from '../domain/pricing';

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
          : checkedCampaignOf(draft);
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

/** The draft as the API's CampaignInput (the wizard's own keys left out), judged by the rules the API applies. */
export function checkedCampaignOf(draft: CampaignDraft): Checked<CampaignInput> {
  return check(CampaignInput, pick(draft, [...new Set([...SETTINGS_KEYS, ...PARAMETER_KEYS])]));
}

/** What the steps choose from. */
export type WizardOptions = {
  brands: Array<{ id: string; name: string }>;
  products: Array<{ id: string; name: string; price: number; brand_id: string }>;
  cards: Array<{ id: string; brand: string; last4: string; is_default: boolean }>;
  /** The wallet balance in cents. */
  balance: number;
};

/** The price of the draft with the products' prices: what the summary shows and the API must agree with. */
export function priceOfDraft(draft: CampaignDraft, options: WizardOptions | null): CampaignPrice | null {
  if (!options || !draft.kind || !draft.products || !draft.delivery || !draft.creator_tier) return null;
  const prices = new Map(options.products.map((product) => [product.id, product.price]));
  return priceCampaign({
    kind: draft.kind,
    delivery: draft.delivery,
    creator_tier: draft.creator_tier,
    video_duration: draft.video_duration,
    taxes_cents: draft.taxes_cents,
    shipping_cents: draft.shipping_cents,
    payment_method: draft.payment_method ?? 'wallet',
    products: draft.products.map((product) => ({ ...product, price: prices.get(product.product_id) ?? 0 })),
  });
}

/** The campaign's deals as the settings show them before the user types any: one, or the smallest package. */
export const dealsOf = (draft: CampaignDraft): number =>
  draft.deals ?? (draft.kind === 'product_package' ? DEAL_PACKAGES[0] : 1);

/** The draft with new answers: a new number of deals starts the products' split again from the even one. */
export function withAnswers(draft: CampaignDraft, values: Partial<CampaignDraft>): CampaignDraft {
  const next = { ...draft, ...values };
  const { deals, products } = next;
  if (deals !== undefined && deals !== draft.deals && !values.products && products)
    next.products = splitDeals(
      deals,
      products.map((product) => product.product_id),
    );
  return next;
}

/** The draft once the user chose or let go a product (`chosen`), or typed how many deals feature it (`deals`). */
export function withSplit(
  draft: CampaignDraft,
  change: { product_id: string; chosen: boolean } | { product_id: string; deals: number },
): CampaignDraft {
  const { kind = 'ugc_image', products = [] } = draft;
  const deals = dealsOf(draft);
  return {
    ...draft,
    deals,
    products:
      'chosen' in change
        ? chooseProduct(products, change.product_id, change.chosen, deals, maxProducts(kind, deals))
        : withProductDeals(products, change.product_id, change.deals),
  };
}

/** Field errors without those of some fields and their items (products, products.0.deals). */
export const withoutErrorsOf = (fields: FieldErrors, ...names: string[]): FieldErrors =>
  Object.fromEntries(
    Object.entries(fields).filter(
      ([key]) => !names.some((name) => key === name || key.startsWith(`${name}.`)),
    ),
  );
