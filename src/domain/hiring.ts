/**
 * Hiring a creator for a campaign (issue 14): who may be hired, and why a hire is refused. The API enforces it
 * (server/services/deals.ts); the discovery screen uses the same rules to show only creators that fit.
 *
 * Refusals (t('errors:codes.' + code)):
 * - CAMPAIGN_NOT_HIRING: the campaign is not active (awaiting approval, paused, closed) or was not paid;
 * - DEAL_NO_SLOTS_LEFT: every deal of that product is hired already;
 * - DEAL_CREATOR_ALREADY_HIRED: the creator has a deal on this campaign already;
 * - DEAL_CREATOR_NOT_TARGETED: the creator is not among those the campaign targets;
 * - CAMPAIGN_ESCROW_SHORT: the campaign's escrow does not hold the deal's cost (a campaign paid for fewer deals);
 * - IDEMPOTENCY_KEY_REUSED: the same hiring key was sent for another creator or product.
 */
import { object, type Infer } from 'superstruct';
import { AGE_RANGE_BOUNDS } from './creators';
import { text } from './validation';
import type { DealPrice } from './pricing';

export const HIRE_REFUSALS = [
  'CAMPAIGN_NOT_HIRING',
  'DEAL_NO_SLOTS_LEFT',
  'DEAL_CREATOR_ALREADY_HIRED',
  'DEAL_CREATOR_NOT_TARGETED',
  'CAMPAIGN_ESCROW_SHORT',
  'IDEMPOTENCY_KEY_REUSED',
] as const;
export type HireRefusal = (typeof HIRE_REFUSALS)[number];

/** Who a campaign targets, as the Creators query filters them; an empty list is anyone. */
export type Targeting = {
  tiers: string[];
  categories: string[];
  genders: string[];
  age_ranges: string[];
  ethnicities: string[];
};

/** What of a creator the targeting looks at. */
export type TargetedCreator = {
  tier: string;
  categories: readonly string[];
  gender: string;
  age: number;
  ethnicity: string;
};

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The targeting of a campaign from the wizard's answers (src/domain/campaign.ts): the creator tier, the category,
 * and the ages, genders and ethnicities of its parameters step.
 */
export function targetingOf(settings: Record<string, unknown>): Targeting {
  const tier = typeof settings.creator_tier === 'string' ? [settings.creator_tier] : [];
  const category = typeof settings.category === 'string' ? [settings.category] : [];
  return {
    tiers: tier,
    categories: category,
    genders: asStrings(settings.genders),
    age_ranges: asStrings(settings.ages ?? settings.age_ranges),
    ethnicities: asStrings(settings.ethnicities),
  };
}

/** Whether a creator fits a campaign's targeting: within each non-empty list, one value matches. */
export function fitsTargeting(creator: TargetedCreator, targeting: Targeting): boolean {
  const within = (list: string[], ok: (value: string) => boolean) => list.length === 0 || list.some(ok);
  return (
    within(targeting.tiers, (tier) => tier === creator.tier) &&
    within(targeting.categories, (category) => creator.categories.includes(category)) &&
    within(targeting.genders, (gender) => gender === creator.gender) &&
    within(targeting.ethnicities, (ethnicity) => ethnicity === creator.ethnicity) &&
    within(targeting.age_ranges, (range) => {
      const bounds = AGE_RANGE_BOUNDS[range as keyof typeof AGE_RANGE_BOUNDS];
      return !!bounds && creator.age >= bounds.min && creator.age <= bounds.max;
    })
  );
}

/** The per-deal price of a product in a campaign's frozen price breakdown (pricing.ts CampaignPrice), or null. */
export function perDealOf(
  breakdown: unknown,
  productId: string,
): { per_deal: DealPrice; deals: number } | null {
  const lines = (breakdown as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(lines)) return null;
  const line = lines.find(
    (candidate): candidate is { product_id: string; deals: number; per_deal: DealPrice } =>
      !!candidate && (candidate as { product_id?: unknown }).product_id === productId,
  );
  if (!line || typeof line.deals !== 'number' || typeof line.per_deal?.total !== 'number') return null;
  return { per_deal: line.per_deal, deals: line.deals };
}

/** A hiring request's idempotency key: made by the web app per attempt (a UUID, or any 8 to 100 characters). */
export const HIRE_KEY = { min: 8, max: 100 } as const;
export const HireInput = object({
  campaign_id: text(1, 64),
  product_id: text(1, 64),
  creator_id: text(1, 64),
  idempotency_key: text(HIRE_KEY.min, HIRE_KEY.max),
});
export type HireInput = Infer<typeof HireInput>;

/** The deal listing's query: statuses, a campaign, whose turn, search words, and the page. */
export const DEALS_PAGE_SIZE = 12;
export const DEALS_MAX_PAGE_SIZE = 100;
export const CONTENT_PAGE_SIZE = 24;
