/**
 * Hiring a creator for a campaign (issue 14): who may be hired, and why a hire is refused. The API enforces it
 * (server/services/deals/hiring.ts); the discovery screen uses the same rules to show only creators that fit.
 *
 * Refusals (t('errors:codes.' + code)):
 * - CAMPAIGN_NOT_HIRING: the campaign is not active (awaiting approval, paused, closed) or was not paid;
 * - DEAL_NO_SLOTS_LEFT: every deal of that product is hired already;
 * - DEAL_CREATOR_ALREADY_HIRED: the creator has a deal on this campaign already;
 * - DEAL_CREATOR_NOT_TARGETED: the creator is not among those the campaign targets (with the criterion that
 *   fails, targeting.ts);
 * - CAMPAIGN_ESCROW_SHORT: the campaign's escrow does not hold the deal's cost (a campaign paid for fewer deals);
 * - IDEMPOTENCY_KEY_REUSED: the same hiring key was sent for another creator or product.
 */
import { object, type Infer } from 'superstruct';
import { text } from './validation';
import { targetingMiss, type TargetedCreator, type Targeting, type TargetingCriterion } from './targeting';
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

export { fitsTargeting, targetingMiss, targetingOf } from './targeting';
export type { TargetedCreator, Targeting, TargetingCriterion } from './targeting';

/** Why a creator cannot be hired on a campaign: a refusal, and for targeting the criterion that fails. */
export type HireBlock = { code: HireRefusal; criterion?: TargetingCriterion };

/** What of a campaign decides whether a creator may be hired on it. */
export type HiringState = {
  /** Active and paid for. */
  hiring: boolean;
  targeting: Targeting;
  /** Creators with a deal (not canceled) on the campaign. */
  hiredCreatorIds: readonly string[];
  /** Slots left on the product asked for (or on the whole campaign, for a listing). */
  slotsLeft: number;
};

/**
 * Whether a creator may be hired on a campaign, and if not why, in the order the API refuses a hire: the campaign
 * not hiring, the creator outside its targeting (naming the criterion), hired on it already, no slot left.
 * Discovery shows the reason on the creator's card; hiring refuses with it.
 */
export function hireBlockOf(creator: TargetedCreator & { id: string }, state: HiringState): HireBlock | null {
  if (!state.hiring) return { code: 'CAMPAIGN_NOT_HIRING' };
  const criterion = targetingMiss(creator, state.targeting);
  if (criterion) return { code: 'DEAL_CREATOR_NOT_TARGETED', criterion };
  if (state.hiredCreatorIds.includes(creator.id)) return { code: 'DEAL_CREATOR_ALREADY_HIRED' };
  if (state.slotsLeft <= 0) return { code: 'DEAL_NO_SLOTS_LEFT' };
  return null;
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

/** How a hire's cost is paid: from the campaign's funds beyond what they keep for other slots, the rest from the wallet. */
export function hireFunding(cost: number, escrowBalance: number, keptForOthers: number) {
  const fromEscrow = Math.max(0, Math.min(cost, escrowBalance - keptForOthers));
  return { from_escrow: fromEscrow, from_wallet: cost - fromEscrow };
}

/**
 * Where a canceled deal's cost goes: back to its campaign's funds, kept for its slot, while the campaign may
 * hire again (active or paused); to the wallet once the campaign hires no one more (deactivated or completed: its
 * funds were given back then, itemised, and nothing would give this back later).
 */
export type FreedSlotFunds = 'campaign' | 'wallet';
export const freedSlotFundsGoTo = (campaignStatus: string): FreedSlotFunds =>
  campaignStatus === 'active' || campaignStatus === 'paused' ? 'campaign' : 'wallet';

/**
 * What a campaign's escrow keeps for its open slots when a deal of `productId` is hired: per product, the slots
 * bought beyond the deals that hold one now (`filled`: deals not canceled, since a canceled deal's cost came back
 * to the funds for its slot), each at its frozen cost, less the one slot this hire takes. The hire takes from the
 * escrow only beyond that, and the rest from the wallet, so a slot never takes another slot's money.
 */
export function escrowKeptForOtherSlots(
  breakdown: unknown,
  filled: Record<string, number>,
  productId: string,
): number {
  const lines = (breakdown as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(lines)) return 0;
  let kept = 0;
  for (const candidate of lines as Array<{ product_id?: unknown }>) {
    const line =
      typeof candidate?.product_id === 'string' ? perDealOf(breakdown, candidate.product_id) : null;
    if (!line) continue;
    const open = Math.max(0, line.deals - (filled[candidate.product_id as string] ?? 0));
    kept += (candidate.product_id === productId ? Math.max(0, open - 1) : open) * line.per_deal.total;
  }
  return kept;
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
