/**
 * The brand's review checklist on an upload: one of the campaign's must-haves ticked or unticked at a time, in one
 * statement on the content's row, so that two tabs ticking different tags both keep theirs and the list stays in
 * the campaign's order. Only the deal's newest upload, and only while it waits for the brand's review: once it is
 * accepted or sent back, its ticks are what the review said (a decline copies the unticked ones into its feedback).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, contentItems, deals, type ContentItemRow } from '../../db/schema';
import { isId } from '../catalog';
import { DealBadInput, DealRefused } from './refusals';

/** The campaign's must-haves as its settings hold them. */
export function mustHavesOf(settings: Record<string, unknown>): string[] {
  const tags = settings.must_haves;
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
}

export type MustHaveCheck = { dealId: string; contentId: string; tag: string; checked: boolean };

export async function checkMustHave(
  db: Database,
  companyId: string,
  { dealId, contentId, tag, checked }: MustHaveCheck,
): Promise<ContentItemRow> {
  if (!isId(dealId) || !isId(contentId)) throw new DealRefused('NOT_FOUND');
  const [deal] = await db
    .select({ settings: campaigns.settings })
    .from(deals)
    .innerJoin(campaigns, eq(campaigns.id, deals.campaign_id))
    .where(and(eq(deals.id, dealId), eq(deals.company_id, companyId)));
  if (!deal) throw new DealRefused('NOT_FOUND');
  const mustHaves = mustHavesOf(deal.settings);
  if (!mustHaves.includes(tag)) throw new DealBadInput({ tag: { code: 'oneOf' } });
  const [newest] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(eq(contentItems.deal_id, dealId))
    .orderBy(desc(contentItems.created_at), desc(contentItems.id))
    .limit(1);
  if (!newest || newest.id !== contentId) {
    const [older] = await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.id, contentId), eq(contentItems.deal_id, dealId)));
    throw new DealRefused(older ? 'DEAL_WRONG_STEP' : 'NOT_FOUND');
  }
  // The new list is made from the campaign's must-haves, in their order: each kept as ticked, the tag as asked.
  const [row] = await db
    .update(contentItems)
    .set({
      checked_must_haves: sql`array(
        select tag from unnest(${sql.param(mustHaves)}::text[]) with ordinality as must(tag, position)
        where case when tag = ${tag} then ${checked} else tag = any(${contentItems.checked_must_haves}) end
        order by position)`,
    })
    .where(
      and(
        eq(contentItems.id, contentId),
        eq(contentItems.company_id, companyId),
        eq(contentItems.status, 'pending_approval'),
      ),
    )
    .returning();
  if (!row) throw new DealRefused('DEAL_WRONG_STEP');
  return row;
}
