/**
 * Campaigns (SPEC.md §3–5, §9; DESIGN.md §6): the four kinds, the statuses and how they change, and the rules of
 * each step of the creation wizard. The wizard checks a step with these structs before moving on; the API checks
 * the whole campaign again with `CampaignInput` before it charges anything.
 */
import { array, define, object, optional, refine, type Infer, type Struct } from 'superstruct';
import { integer, oneOf, text, url } from './validation';
import {
  CONTENT_FORMATS,
  CREATOR_CATEGORIES,
  CREATOR_TIERS,
  DEAL_PACKAGES,
  ETHNICITIES,
  GENDERS,
  MAX_DEALS,
} from './constants';
import { assignedDeals } from './deals-split';

export const CAMPAIGN_KINDS = ['ugc_image', 'ugc_video', 'social_media', 'product_package'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** Statuses of SPEC.md §4, in the order of the listing's tabs where they have one. */
export const CAMPAIGN_STATUSES = [
  'active',
  'paused',
  'completed',
  'pending_admin_approval',
  'rejected',
  'deactivated',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Who may move a campaign from one status to another. Anything not listed is refused. */
export const CAMPAIGN_TRANSITIONS = {
  approve: { from: ['pending_admin_approval'], to: 'active', by: 'staff' },
  reject: { from: ['pending_admin_approval'], to: 'rejected', by: 'staff' },
  pause: { from: ['active'], to: 'paused', by: 'any' },
  resume: { from: ['paused'], to: 'active', by: 'any' },
  deactivate: { from: ['active', 'paused'], to: 'deactivated', by: 'company' },
  /** A campaign still waiting for approval, withdrawn by its company: refunded in full, to what paid. */
  cancel: { from: ['pending_admin_approval'], to: 'deactivated', by: 'company' },
  complete: { from: ['active', 'paused'], to: 'completed', by: 'system' },
  /**
   * Edit and resubmit: a rejected campaign goes back to approval, by its company, through the wizard opened on a
   * copy of it, paid anew (its payment was given back in full when it was rejected, so nothing is paid twice).
   */
  resubmit: { from: ['rejected'], to: 'pending_admin_approval', by: 'company' },
} as const satisfies Record<
  string,
  { from: readonly CampaignStatus[]; to: CampaignStatus; by: 'staff' | 'company' | 'any' | 'system' }
>;
export type CampaignTransition = keyof typeof CAMPAIGN_TRANSITIONS;
export type CampaignActor = 'staff' | 'company' | 'system';

/** Whether `actor` may apply `transition` to a campaign in `status`. */
export function canTransition(
  transition: CampaignTransition,
  status: CampaignStatus,
  actor: CampaignActor,
): boolean {
  const rule: { from: readonly CampaignStatus[]; by: string } = CAMPAIGN_TRANSITIONS[transition];
  return rule.from.includes(status) && (rule.by === 'any' || rule.by === actor);
}

export const DELIVERY_METHODS = ['refund', 'shipping'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Age ranges a campaign may target. */
export const AGE_RANGES = ['18_24', '25_34', '35_44', '45_54', '55_plus'] as const;

/** The kinds whose content is video, and so ask for a duration. */
export const VIDEO_KINDS: readonly CampaignKind[] = ['ugc_video', 'social_media'];
export const isVideoKind = (kind: CampaignKind): boolean => VIDEO_KINDS.includes(kind);

/** Video durations offered; what each costs is in pricing.ts. */
export const VIDEO_DURATIONS = ['15s', '30s', '60s', '90s', '3m'] as const;
export type VideoDuration = (typeof VIDEO_DURATIONS)[number];

export const CAMPAIGN_NAME = { min: 6, max: 200 } as const;
export const CONTENT_BRIEF = { min: 10, max: 2000 } as const;
export const MUST_HAVE_TAG = { min: 3, max: 30 } as const;
export const MAX_MUST_HAVE_TAGS = 10;
export const MAX_RESOURCE_LINKS = 5;
/** Taxes and shipping compensation (refund delivery): each at most $9,999 per deal (SPEC.md §5). */
export const MAX_COMPENSATION_CENTS = 9999_00;

/** How many products a campaign of each kind may feature (DESIGN.md §6 "Products per campaign"). */
export const MAX_PRODUCTS: Record<Exclude<CampaignKind, 'product_package'>, number> = {
  ugc_image: 1,
  ugc_video: 3,
  social_media: 6,
};
/** Product packages: the deals of each package and the products it may feature. */
export const PACKAGE_MAX_PRODUCTS: Record<(typeof DEAL_PACKAGES)[number], number> = {
  10: 6,
  30: 8,
  60: 10,
  120: 10,
};

export function maxProducts(kind: CampaignKind, deals: number): number {
  if (kind !== 'product_package') return MAX_PRODUCTS[kind];
  return PACKAGE_MAX_PRODUCTS[deals as (typeof DEAL_PACKAGES)[number]] ?? PACKAGE_MAX_PRODUCTS[10];
}

const encode = (code: string, params?: Record<string, number>) => JSON.stringify({ code, params });

/** Money in whole cents from 0 to max, e.g. a compensation; errors state the limit in dollars. */
export function centsUpTo(max: number): Struct<number, null> {
  return define<number>('centsUpTo', (value) => {
    if (typeof value !== 'number' || Number.isNaN(value)) return encode('required');
    if (!Number.isInteger(value)) return encode('integer');
    if (value < 0) return encode('moneyMin', { min: 0 });
    if (value > max) return encode('moneyMax', { max: max / 100 });
    return true;
  });
}

/** A non-empty list of distinct choices. */
function choices<T extends string>(values: readonly T[]): Struct<T[], null> {
  return define<T[]>('choices', (value) => {
    if (!Array.isArray(value) || value.length === 0) return encode('chooseOne');
    if (!value.every((item) => typeof item === 'string' && (values as readonly string[]).includes(item)))
      return encode('oneOf');
    if (new Set(value).size !== value.length) return encode('duplicate');
    return true;
  });
}

const productReference = text(1, 64);

/** One product of the campaign and how many of its deals feature it. */
export const CampaignProductInput = object({ product_id: productReference, deals: integer(1, 120) });
export type CampaignProductInput = Infer<typeof CampaignProductInput>;

/** Step 1: the kind. */
export const TypeStep = object({ kind: oneOf(CAMPAIGN_KINDS) });
export type TypeStep = Infer<typeof TypeStep>;

const settingsFields = {
  kind: oneOf(CAMPAIGN_KINDS),
  name: text(CAMPAIGN_NAME.min, CAMPAIGN_NAME.max),
  brand_id: text(1, 64),
  products: array(CampaignProductInput),
  delivery: oneOf(DELIVERY_METHODS),
  taxes_cents: optional(centsUpTo(MAX_COMPENSATION_CENTS)),
  shipping_cents: optional(centsUpTo(MAX_COMPENSATION_CENTS)),
  deals: integer(1, Math.max(MAX_DEALS, ...DEAL_PACKAGES)),
  creator_tier: oneOf(CREATOR_TIERS),
  category: oneOf(CREATOR_CATEGORIES),
};

/**
 * Step 2: name, brand, products, delivery, deals, tier and category. The rules that tie fields together: the
 * number of deals (1 to MAX_DEALS, or a package size for product packages), the products a kind allows, each
 * product once, the deals of the products adding up to the campaign's, and the compensation of refund delivery.
 */
type Failure = { field: string; code: string; params?: Record<string, number> };

const SettingsFields = object(settingsFields);

function settingsFailures(value: Infer<typeof SettingsFields>): Failure[] {
  const failures: Failure[] = [];
  if (value.kind === 'product_package') {
    if (!(DEAL_PACKAGES as readonly number[]).includes(value.deals))
      failures.push({ field: 'deals', code: 'dealPackage' });
  } else if (value.deals > MAX_DEALS) {
    failures.push({ field: 'deals', code: 'max', params: { max: MAX_DEALS } });
  }
  const max = maxProducts(value.kind, value.deals);
  const ids = value.products.map((product) => product.product_id);
  if (value.products.length === 0) failures.push({ field: 'products', code: 'chooseOne' });
  else if (value.products.length > max)
    failures.push({ field: 'products', code: 'maxProducts', params: { max } });
  else if (new Set(ids).size !== ids.length) failures.push({ field: 'products', code: 'duplicate' });
  else if (assignedDeals(value.products) !== value.deals)
    failures.push({ field: 'products', code: 'dealsSplit', params: { deals: value.deals } });
  if (value.delivery === 'refund') {
    if (value.taxes_cents === undefined) failures.push({ field: 'taxes_cents', code: 'required' });
    if (value.shipping_cents === undefined) failures.push({ field: 'shipping_cents', code: 'required' });
  }
  return failures;
}

/** Superstruct failures of a refinement, each on its own field. */
const reported = (failures: Failure[], path: unknown[]) =>
  failures.length === 0
    ? true
    : failures.map(({ field, code, params }) => ({ path: [...path, field], message: encode(code, params) }));

/**
 * Step 2: name, brand, products, delivery, deals, tier and category. The rules that tie fields together: the
 * number of deals (1 to MAX_DEALS, or a package size for product packages), the products a kind allows, each
 * product once, the deals of the products adding up to the campaign's, and the compensation of refund delivery.
 */
export const SettingsStep = refine(SettingsFields, 'settings', (value, context) =>
  reported(settingsFailures(value), context.path),
);
export type SettingsStep = Infer<typeof SettingsStep>;

const mustHaveTag = text(MUST_HAVE_TAG.min, MUST_HAVE_TAG.max);

const parametersFields = {
  kind: oneOf(CAMPAIGN_KINDS),
  ages: choices(AGE_RANGES),
  genders: choices(GENDERS),
  ethnicities: choices(ETHNICITIES),
  must_haves: array(mustHaveTag),
  content_brief: text(CONTENT_BRIEF.min, CONTENT_BRIEF.max),
  format: oneOf(CONTENT_FORMATS),
  links: array(url),
  video_duration: optional(oneOf(VIDEO_DURATIONS)),
};

/**
 * Step 3: who the creators are (ages, genders, ethnicities: at least one of each), what the content must show
 * (must-have tags, the brief, the format, resource links) and, for video kinds, its duration.
 */
const ParametersFields = object(parametersFields);

function parametersFailures(value: Infer<typeof ParametersFields>): Failure[] {
  const failures: Failure[] = [];
  if (value.must_haves.length === 0) failures.push({ field: 'must_haves', code: 'chooseOne' });
  else if (value.must_haves.length > MAX_MUST_HAVE_TAGS)
    failures.push({ field: 'must_haves', code: 'maxItems', params: { max: MAX_MUST_HAVE_TAGS } });
  else if (new Set(value.must_haves.map((tag) => tag.toLowerCase())).size !== value.must_haves.length)
    failures.push({ field: 'must_haves', code: 'duplicate' });
  if (value.links.length > MAX_RESOURCE_LINKS)
    failures.push({ field: 'links', code: 'maxItems', params: { max: MAX_RESOURCE_LINKS } });
  if (isVideoKind(value.kind) && value.video_duration === undefined)
    failures.push({ field: 'video_duration', code: 'required' });
  return failures;
}

/**
 * Step 3: who the creators are (ages, genders, ethnicities: at least one of each), what the content must show
 * (must-have tags, the brief, the format, resource links) and, for video kinds, its duration.
 */
export const ParametersStep = refine(ParametersFields, 'parameters', (value, context) =>
  reported(parametersFailures(value), context.path),
);
export type ParametersStep = Infer<typeof ParametersStep>;

/** The whole campaign, as the API receives it at submission: every step's rules at once. */
export const CampaignInput = refine(
  object({ ...settingsFields, ...parametersFields }),
  'campaign',
  (value, context) => reported([...settingsFailures(value), ...parametersFailures(value)], context.path),
);
export type CampaignInput = Infer<typeof CampaignInput>;

/** A campaign whose card is being charged: it exists for its escrow account, but is not listed or shown. */
export const AWAITING_PAYMENT = 'awaiting_payment';

/** The wizard's steps, in order (SPEC.md §2: /campaign/creation/<step>). */
export const WIZARD_STEPS = ['type', 'settings', 'parameters', 'summary', 'created'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/**
 * A draft: the wizard's answers so far (SPEC.md §4), saved as the user goes and not checked until its step is
 * left. Kept as JSON of at most DRAFT_MAX_BYTES.
 */
export type CampaignDraft = Partial<SettingsStep> &
  Partial<Omit<ParametersStep, 'kind'>> & {
    /** The furthest step the user has reached. */
    step?: WizardStep;
    payment_method?: 'wallet' | 'card';
    card_id?: string;
  };
export const DRAFT_MAX_BYTES = 32_000;

/** A staff rejection says why: shown to the brand in the campaign's history. */
export const REJECTION_REASON = { min: 3, max: 500 } as const;
export const RejectionReason = text(REJECTION_REASON.min, REJECTION_REASON.max);
