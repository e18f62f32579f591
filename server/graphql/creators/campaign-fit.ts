/**
 * Creators against a campaign's targeting: the wizard's live count of the creators a targeting finds, the
 * restriction of discovery to the creators a campaign targets, and why a creator cannot be hired on a campaign
 * (src/domain/hiring.ts hireBlockOf: the rule hiring refuses by). Each campaign's hiring state is read once per
 * request, however many creators a page shows.
 */
import type { Context } from '../../context';
import type { CreatorRow } from '../../db/schema';
import { hireBlockOf, type HireBlock, type HiringState } from '../../../src/domain/hiring';
import { TargetingQuery, targetingOfQuery } from '../../../src/domain/targeting';
import { countFitting, targetingConditions } from '../../services/creator-fit';
import { hiringOf } from '../../services/deals/slots';
import { notFound, validInput, withoutNulls } from '../errors';
import type { SQL } from 'drizzle-orm';
import { signedIn } from '../access';

const states = new WeakMap<object, Map<string, Promise<HiringState | null>>>();

/** The hiring state of a campaign of the signed-in company, read once per request; null when not theirs. */
export async function hiringStateOf(ctx: Context, campaignId: string): Promise<HiringState | null> {
  let cache = states.get(ctx);
  if (!cache) {
    cache = new Map();
    states.set(ctx, cache);
  }
  let state = cache.get(campaignId);
  if (!state) {
    state = (async () => {
      const { company } = signedIn(ctx);
      const hiring = await hiringOf(ctx.services.db, company.id, campaignId);
      if (!hiring) return null;
      return {
        hiring: hiring.campaign.status === 'active' && hiring.products.length > 0,
        targeting: hiring.targeting,
        hiredCreatorIds: hiring.hired_creator_ids,
        slotsLeft: hiring.slots_left,
      };
    })();
    cache.set(campaignId, state);
  }
  return state;
}

/** The conditions that keep discovery to a campaign's targeting; NOT_FOUND for another company's campaign. */
export async function campaignConditions(ctx: Context, campaignId: string): Promise<SQL[]> {
  const state = await hiringStateOf(ctx, campaignId);
  if (!state) throw notFound('Campaign');
  return targetingConditions(state.targeting);
}

export async function creatorFitCount(args: Record<string, unknown>, ctx: Context): Promise<number> {
  const query = validInput(TargetingQuery, withoutNulls(args));
  return countFitting(ctx.services.db, targetingOfQuery(query));
}

export async function hireBlock(
  creator: CreatorRow,
  campaignId: string,
  ctx: Context,
): Promise<HireBlock | null> {
  const state = await hiringStateOf(ctx, campaignId);
  if (!state) throw notFound('Campaign');
  return hireBlockOf(creator, state);
}
