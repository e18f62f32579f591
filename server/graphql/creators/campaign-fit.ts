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
import { notFound, validInput, withoutNulls } from '../errors';
import type { SQL } from 'drizzle-orm';
import { loaders } from '../loaders';

/** The hiring state of a campaign of the signed-in company, read once per request; null when not theirs. */
export const hiringStateOf = (ctx: Context, campaignId: string): Promise<HiringState | null> =>
  loaders(ctx).hiringStates.load(campaignId);

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
