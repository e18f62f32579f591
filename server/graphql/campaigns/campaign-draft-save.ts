/**
 * CampaignDraftSave: the wizard's answers so far, saved as the company's one open draft (SPEC.md §4). A draft is
 * not checked step by step here (the wizard does that before moving on, and submission checks it all again); it
 * must be a JSON object of at most DRAFT_MAX_BYTES. It is saved over the revision it was based on, or refused with
 * DRAFT_STALE (services/campaigns/drafts.ts).
 */
import type { MutationResolver } from '../resolver-types';
import { DRAFT_MAX_BYTES } from '../../../src/domain/campaign';
import { jsonHasControlCharacters } from '../../../src/domain/validation';
import { saveDraft } from '../../services/campaigns/drafts';
import { atomically } from '../../services/unit-of-work';
import { badInput, refused } from '../errors';
import { signedIn } from '../access';

function draftData(data: string): Record<string, unknown> {
  if (Buffer.byteLength(data) > DRAFT_MAX_BYTES)
    throw badInput({ data: { code: 'max', params: { max: DRAFT_MAX_BYTES } } });
  try {
    const parsed: unknown = JSON.parse(data);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      if (jsonHasControlCharacters(parsed)) throw badInput({ data: { code: 'characters' } });
      return parsed as Record<string, unknown>;
    }
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
  }
  throw badInput({ data: { code: 'required' } });
}

export const CampaignDraftSave: MutationResolver<'CampaignDraftSave'> = async (
  _parent,
  { data, revision },
  ctx,
) => {
  const parsed = draftData(data);
  const { company } = signedIn(ctx);
  const saved = await atomically(ctx.services, (work) => saveDraft(work.db, company.id, parsed, revision));
  if (!saved) throw refused('DRAFT_STALE', 'The draft changed since this save was based on it');
  return saved;
};
