/**
 * What an event does to a deal's content (src/domain/content.ts): an upload is a new content item, staff's
 * approval puts the newest under the brand's review, a decline sends it back with the feedback, acceptance buys it
 * and the deal's completion accepts it.
 */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, contentItems, type ContentItemRow, type DealRow } from '../../db/schema';
import type { DealStatus } from '../../../src/domain/deal';
import type { Work } from '../unit-of-work';
import type { DealAct } from './records';
import { mustHavesOf } from './checklist';
import { missingMustHaves } from '../../../src/domain/content';

/** The newest content item of a deal. */
async function latestContent(db: Database, dealId: string): Promise<ContentItemRow | null> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(eq(contentItems.deal_id, dealId))
    .orderBy(desc(contentItems.created_at), desc(contentItems.id))
    .limit(1);
  return row ?? null;
}

async function setLatestContent(
  db: Database,
  dealId: string,
  from: string,
  set: Partial<ContentItemRow>,
): Promise<void> {
  const latest = await latestContent(db, dealId);
  if (latest && latest.status === from)
    await db.update(contentItems).set(set).where(eq(contentItems.id, latest.id));
}

/** What an event does to the deal's content; answers the content item it made, if any. */
export async function contentEffects(
  work: Work,
  deal: DealRow,
  act: DealAct,
  status: DealStatus,
  detail: Record<string, unknown>,
): Promise<string | null> {
  const { db } = work;
  switch (act.command.type) {
    case 'content.upload': {
      const [campaign] = await db
        .select({ brand_id: campaigns.brand_id })
        .from(campaigns)
        .where(eq(campaigns.id, deal.campaign_id));
      const [item] = await db
        .insert(contentItems)
        .values({
          ...act.content!,
          company_id: deal.company_id,
          deal_id: deal.id,
          campaign_id: deal.campaign_id,
          brand_id: campaign!.brand_id,
          creator_id: deal.creator_id,
          product_id: deal.product_id,
          status: 'created',
          revision: deal.revisions,
          created_at: act.now,
        })
        .returning({ id: contentItems.id });
      return item!.id;
    }
    case 'content.approve':
      await setLatestContent(db, deal.id, 'created', { status: 'pending_approval' });
      return null;
    case 'content.decline': {
      const feedback = act.command.feedback.trim();
      detail.feedback = feedback;
      detail.revision = deal.revisions + 1;
      const latest = await latestContent(db, deal.id);
      if (latest) {
        detail.content_id = latest.id;
        // What the review's checklist left unticked travels with the feedback: the creator reads what is missing.
        const [campaign] = await db
          .select({ settings: campaigns.settings })
          .from(campaigns)
          .where(eq(campaigns.id, deal.campaign_id));
        detail.missing_must_haves = missingMustHaves(
          mustHavesOf(campaign?.settings ?? {}),
          latest.checked_must_haves,
        );
        await db
          .update(contentItems)
          .set({ status: 'denied', feedback, reviewed_at: act.now })
          .where(eq(contentItems.id, latest.id));
      }
      return null;
    }
    default:
      if (status === 'company_accepts_content' && deal.status === 'content_approved_by_admin')
        await setLatestContent(db, deal.id, 'pending_approval', { status: 'bought', reviewed_at: act.now });
      if (status === 'completed') await setLatestContent(db, deal.id, 'bought', { status: 'accepted' });
      return null;
  }
}
