/**
 * Every event of a deal, decided by the deal machine (src/machines/deal-decision.ts) and stored with what it
 * causes, in the caller's unit of work: the deal's facts, whose turn it is, the timeline date of the step reached,
 * a history row; its content (content-effects.ts); its money (money.ts); the due time of the new step
 * (due-times.ts), and the campaign completed once its deals are all done; a live message on the deal's topic,
 * after commit. A refused event throws DealRefused with its code; bad input DealBadInput with the field errors.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creators, dealEvents, deals, type DealRow } from '../../db/schema';
import { isFinalDealStatus, type TimelineStep } from '../../../src/domain/deal';
import { awaitedRole } from '../../../src/machines/deal-turns';
import { decideDealEvent } from '../../../src/machines/deal-decision';
import { completeCampaignIfDone } from '../campaigns/lifecycle';
import { dealNoticeCode } from '../../../src/domain/notifications';
import { codedNotice } from '../notifications';
import type { Work } from '../unit-of-work';
import { isId } from '../catalog';
import { setDealDue } from './due-times';
import { contentEffects } from './content-effects';
import { moneyEffects } from './money';
import { factsOf, type DealAct } from './records';
import { DealBadInput, DealRefused } from './refusals';

const TIMELINE_COLUMNS = {
  started: 'started_at',
  purchased: 'purchased_at',
  received: 'received_at',
  uploaded: 'uploaded_at',
  paid: 'paid_at',
} as const satisfies Record<TimelineStep, keyof DealRow>;

/** Locks and reads one deal of a company (any company when companyId is null: creators, staff, the system). */
export async function lockDeal(
  db: Database,
  dealId: string,
  companyId: string | null,
): Promise<DealRow | null> {
  if (!isId(dealId)) return null;
  const where = companyId ? and(eq(deals.id, dealId), eq(deals.company_id, companyId)) : eq(deals.id, dealId);
  const [row] = await db.select().from(deals).where(where).for('update');
  return row ?? null;
}

/**
 * Decides an event on a locked deal and stores it with everything it causes. Returns the deal as it is after.
 */
export async function actOnDeal(work: Work, deal: DealRow, act: DealAct): Promise<DealRow> {
  const { command, role, now } = act;
  if (command.type === 'content.upload' && !act.content)
    throw new DealBadInput({ file: { code: 'required' } });
  const decision = decideDealEvent(factsOf(deal), command, role, now);
  if (!decision.ok) {
    if (decision.code === 'BAD_USER_INPUT') throw new DealBadInput(decision.fields);
    throw new DealRefused(decision.code);
  }
  const { facts, due, timelineStep } = decision;
  const awaiting = awaitedRole(facts);
  const set: Partial<DealRow> = {
    status: facts.status,
    delivery_status: facts.delivery_status,
    revisions: facts.revisions,
    carrier: facts.carrier,
    tracking_number: facts.tracking_number,
    publish_at: facts.publish_at ? new Date(facts.publish_at) : null,
    awaiting,
    needs_brand: awaiting === 'company',
    due_at: due?.at ?? null,
    due_outcome: due?.outcome ?? null,
    updated_at: now,
  };
  if (timelineStep) {
    const column = TIMELINE_COLUMNS[timelineStep];
    // A step keeps the date it was first reached; a new upload after a revision is dated again.
    if (deal[column] === null || timelineStep === 'uploaded') set[column] = now;
  }
  const detail: Record<string, unknown> = {};
  const db = work.db;
  const content = await contentEffects(work, deal, act, facts.status, detail);
  if (command.type === 'deal.ship')
    Object.assign(detail, { carrier: facts.carrier, tracking_number: facts.tracking_number });
  if (command.type === 'deal.deadline') detail.step = command.step;
  if (command.type === 'content.publish' && facts.publish_at) detail.publish_at = facts.publish_at;
  if (content) detail.content_id = content;
  const [after] = await db
    .update(deals)
    .set({ ...set, version: sql`${deals.version} + 1` })
    .where(eq(deals.id, deal.id))
    .returning();
  await db
    .insert(dealEvents)
    .values({ deal_id: deal.id, event: command.type, by: role, status: facts.status, detail, at: now });
  const { paidCents, refundedTo } = await moneyEffects(work, deal, facts.status, now);
  // The system's own events run within the deal's due-time job (or right after one): left in place, the job is
  // marked done by the runner with what it caused, instead of being deleted under it.
  if (due || role !== 'system') await setDealDue(db, deal.id, due);
  // Closing a completed deal is part of the event that completed it, which has told the brand already.
  if (command.type !== 'deal.finish') {
    const creator = await creatorName(db, deal.creator_id);
    await work.notify(
      deal.company_id,
      {
        ...codedNotice({
          code: dealNoticeCode(command.type, facts.status, refundedTo),
          params: paidCents > 0 ? { creator, cents: paidCents } : { creator },
          subject: 'deal',
          subject_id: deal.id,
          ...(act.origin ? { origin: act.origin } : {}),
        }),
        deal_id: deal.id,
        deal_version: after!.version,
        event: command.type,
        status: facts.status,
        updated_at: now.toISOString(),
      },
      { dealId: deal.id },
    );
  }
  let result = after!;
  // Published content completes the deal; the system closes it at once, its money having been paid already.
  if (facts.status === 'completed')
    result = await actOnDeal(work, result, { command: { type: 'deal.finish' }, role: 'system', now });
  else if (isFinalDealStatus(facts.status)) await completeCampaignIfDone(work, deal.campaign_id);
  return result;
}

async function creatorName(db: Database, creatorId: string): Promise<string> {
  const [row] = await db.select({ name: creators.name }).from(creators).where(eq(creators.id, creatorId));
  return row?.name ?? '';
}
