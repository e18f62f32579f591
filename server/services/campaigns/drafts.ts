/**
 * The creation wizard's drafts (SPEC.md §4): one draft per company, saved as the user goes. Each save names the
 * revision it was based on and moves it up by one (compare-and-set): a save based on an older revision is refused,
 * so a late save can neither overwrite a newer one nor bring back a draft that was submitted or discarded. A
 * submitted or discarded draft is emptied ({}) with its revision moved up; a new draft starts from revision 0.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignDrafts, type CampaignDraftRow } from '../../db/schema';

const isEmpty = sql`${campaignDrafts.data} = '{}'::jsonb`;

/** The company's open draft; null when it has none (never saved, or emptied). */
export async function findDraft(db: Database, companyId: string): Promise<CampaignDraftRow | null> {
  const [row] = await db.select().from(campaignDrafts).where(eq(campaignDrafts.company_id, companyId));
  return row && Object.keys(row.data).length > 0 ? row : null;
}

/** Saves the draft over the revision it was based on; null when the draft has moved since (stale). */
export async function saveDraft(
  db: Database,
  companyId: string,
  data: Record<string, unknown>,
  basedOn: number,
): Promise<CampaignDraftRow | null> {
  const moved = { data, revision: sql`${campaignDrafts.revision} + 1`, updated_at: new Date() };
  if (basedOn === 0) {
    // A new draft: where none is open (a draft kept from before revisions counted is at 0 too).
    const [created] = await db
      .insert(campaignDrafts)
      .values({ company_id: companyId, data, revision: 1 })
      .onConflictDoUpdate({
        target: campaignDrafts.company_id,
        // A new draft copies no rejected campaign.
        set: { ...moved, resubmits: null },
        setWhere: or(isEmpty, eq(campaignDrafts.revision, 0)),
      })
      .returning();
    return created ?? null;
  }
  const [saved] = await db
    .update(campaignDrafts)
    .set(moved)
    .where(and(eq(campaignDrafts.company_id, companyId), eq(campaignDrafts.revision, basedOn)))
    .returning();
  return saved ?? null;
}

/** Empties the company's draft (submitted or discarded), moving its revision up so no older save lands. */
export async function discardDraft(db: Database, companyId: string): Promise<void> {
  await db
    .update(campaignDrafts)
    .set({ data: {}, revision: sql`${campaignDrafts.revision} + 1`, resubmits: null, updated_at: new Date() })
    .where(eq(campaignDrafts.company_id, companyId));
}
