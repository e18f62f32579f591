/**
 * Drafts of the creation wizard (SPEC.md §4): one open draft per company, its answers saved as the user goes. A
 * draft is not checked step by step here (the wizard does that before moving on, and submission checks it all
 * again); it must be a JSON object of at most DRAFT_MAX_BYTES.
 */
import type { Resolvers } from '../generated';
import { DRAFT_MAX_BYTES } from '../../../src/domain/campaign';
import { discardDraft, findDraft, saveDraft } from '../../services/campaigns';
import { atomically } from '../../services/unit-of-work';
import { badInput } from '../errors';
import { statusMessage } from '../answers';

function draftData(data: string): Record<string, unknown> {
  if (Buffer.byteLength(data) > DRAFT_MAX_BYTES)
    throw badInput({ data: { code: 'max', params: { max: DRAFT_MAX_BYTES } } });
  try {
    const parsed: unknown = JSON.parse(data);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw badInput({ data: { code: 'required' } });
}

export const draftResolvers: Resolvers = {
  Query: {
    CampaignDraft: async (_parent, _args, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      return findDraft(ctx.services.db, company.id);
    },
  },
  Mutation: {
    CampaignDraftSave: async (_parent, { data }, ctx) => {
      const parsed = draftData(data);
      const { company } = await ctx.requireReadyCompany();
      return atomically(ctx.services, (work) => saveDraft(work.db, company.id, parsed));
    },
    CampaignDraftDiscard: async (_parent, _args, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      await atomically(ctx.services, (work) => discardDraft(work.db, company.id));
      return statusMessage('campaign.draftDiscarded');
    },
  },
  CampaignDraft: {
    data: (draft) => JSON.stringify(draft.data),
    updated_at: (draft) => draft.updated_at.toISOString(),
  },
};
