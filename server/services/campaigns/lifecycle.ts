/**
 * A campaign's status changes after submission: staff approve, reject, pause and resume; the brand pauses,
 * resumes and deactivates, and cancels one still waiting for approval (refunded in full); the system completes it once its deals are all done. A change locks the row, checks
 * CAMPAIGN_TRANSITIONS (canTransition), refunds what the change gives back (refunds.ts), records the change in the
 * history and notifies the company once committed. Another company's campaign behaves as one that does not exist.
 */
import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import {
  campaigns,
  campaignStatusChanges,
  deals,
  ledgerTransactions,
  type CampaignRow,
} from '../../db/schema';
import {
  AWAITING_PAYMENT,
  CAMPAIGN_TRANSITIONS,
  canTransition,
  type CampaignActor,
  type CampaignStatus,
  type CampaignTransition,
} from '../../../src/domain/campaign';
import { DEAL_FINAL_STATUSES } from '../../../src/domain/deal';
import type { NotificationCode } from '../../../src/domain/messages';
import type { CardChargeServices } from '../payments/card-charges';
import { atomically, type Work } from '../unit-of-work';
import { codedNotice } from '../notifications';
import { isId } from '../catalog';
import { refundInFull, refundUnused } from './refunds';

/** The transitions that move a campaign itself (a resubmission is a new campaign: resubmission.ts). */
type StatusMove = Exclude<CampaignTransition, 'resubmit'>;

const NOTICES: Record<StatusMove, NotificationCode> = {
  approve: 'campaign.approved',
  reject: 'campaign.rejected',
  pause: 'campaign.paused',
  resume: 'campaign.resumed',
  deactivate: 'campaign.deactivated',
  cancel: 'campaign.canceled',
  complete: 'campaign.completed',
};

export type ChangeOutcome =
  | { ok: true; campaign: CampaignRow; refunded: number }
  | { ok: false; reason: 'not_found' | 'not_allowed' | 'key_reused'; status?: CampaignStatus };

/**
 * Applies a transition to a campaign: `companyId` null is staff (any company's campaign). Refunds what the change
 * gives back in the same transaction, and tells the company once committed.
 */
export async function changeStatus(
  services: CardChargeServices,
  change: {
    companyId: string | null;
    campaignId: string;
    transition: StatusMove;
    actor: CampaignActor;
    reason?: string;
    origin?: string;
    /** A cancel's idempotency key: the same key again answers the campaign as it is, another campaign's is refused. */
    requestKey?: string;
  },
): Promise<ChangeOutcome> {
  if (!isId(change.campaignId)) return { ok: false, reason: 'not_found' };
  return atomically(services, async (work) => {
    const [campaign] = await work.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, change.campaignId))
      .for('update');
    if (!campaign || campaign.status === AWAITING_PAYMENT)
      return { ok: false as const, reason: 'not_found' as const };
    if (change.companyId !== null && campaign.company_id !== change.companyId)
      return { ok: false as const, reason: 'not_found' as const };
    if (change.requestKey) {
      const earlier = await canceledWithKey(work, campaign.company_id, change.requestKey);
      if (earlier === campaign.id) return { ok: true as const, campaign, refunded: 0 };
      if (earlier) return { ok: false as const, reason: 'key_reused' as const };
    }
    const status = campaign.status as CampaignStatus;
    if (!canTransition(change.transition, status, change.actor))
      return { ok: false as const, reason: 'not_allowed' as const, status };
    return { ok: true as const, ...(await applyTransition(work, services, campaign, change)) };
  });
}

/**
 * Moves a locked campaign along an allowed transition: refunds what the change gives back, records the change in
 * the history and tells the company once committed.
 */
async function applyTransition(
  work: Work,
  services: CardChargeServices | null,
  campaign: CampaignRow,
  change: {
    transition: StatusMove;
    actor: CampaignActor;
    reason?: string;
    origin?: string;
    requestKey?: string;
  },
): Promise<{ campaign: CampaignRow; refunded: number }> {
  let refunded = 0;
  if (change.transition === 'reject' || change.transition === 'cancel') {
    if (!services) throw new Error('a full refund goes through the card gateway');
    refunded = await refundInFull(
      work,
      services,
      campaign,
      change.transition === 'cancel'
        ? { reason: 'canceled', requestKey: change.requestKey ?? `campaign-cancel:${campaign.id}` }
        : { reason: 'rejected' },
    );
  } else if (change.transition === 'deactivate' || change.transition === 'complete')
    refunded = await refundUnused(work, campaign, change.transition);
  const to = CAMPAIGN_TRANSITIONS[change.transition].to;
  const [row] = await work.db
    .update(campaigns)
    .set({ status: to, refunded_cents: campaign.refunded_cents + refunded, updated_at: new Date() })
    .where(eq(campaigns.id, campaign.id))
    .returning();
  await work.db.insert(campaignStatusChanges).values({
    campaign_id: campaign.id,
    status: to,
    by: change.actor,
    reason: change.reason ?? null,
  });
  await work.notify(campaign.company_id, {
    ...codedNotice({
      code:
        change.transition === 'reject' && change.reason
          ? 'campaign.rejectedWithReason'
          : NOTICES[change.transition],
      params: change.reason ? { name: campaign.name, reason: change.reason } : { name: campaign.name },
      subject: 'campaign',
      subject_id: campaign.id,
      ...(change.origin ? { origin: change.origin } : {}),
    }),
    campaign_id: campaign.id,
    status: to,
    updated_at: row!.updated_at.toISOString(),
  });
  return { campaign: row!, refunded };
}

/** The campaign a company canceled with a request's key, if any (the key is kept on the refund). */
async function canceledWithKey(work: Work, companyId: string, key: string): Promise<string | null> {
  const [row] = await work.db
    .select({ campaign: sql<string>`${ledgerTransactions.detail}->>'campaign_id'` })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.company_id, companyId),
        eq(ledgerTransactions.kind, 'campaign_refund'),
        sql`${ledgerTransactions.detail}->>'request_key' = ${key}`,
      ),
    )
    .limit(1);
  return row?.campaign ?? null;
}

/**
 * Completes a campaign once its deals are all done, in the unit of the deal event that closed the last one: every
 * slot hired (a canceled deal gave its slot back, so a campaign with a slot open stays hiring) and every deal in
 * a final status. What the escrow still holds goes back to the wallet, itemised, once. Answers whether it did.
 */
export async function completeCampaignIfDone(work: Work, campaignId: string): Promise<boolean> {
  const [campaign] = await work.db.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  if (!campaign || !canTransition('complete', campaign.status as CampaignStatus, 'system')) return false;
  if (campaign.deals_total === 0 || campaign.deals_hired < campaign.deals_total) return false;
  const [open] = await work.db
    .select({ n: count() })
    .from(deals)
    .where(and(eq(deals.campaign_id, campaignId), notInArray(deals.status, [...DEAL_FINAL_STATUSES])));
  if (Number(open?.n ?? 0) > 0) return false;
  await applyTransition(work, null, campaign, { transition: 'complete', actor: 'system' });
  return true;
}
