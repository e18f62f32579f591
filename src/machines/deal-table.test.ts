/**
 * Every event, by every role, in every status, with either delivery: accepted where DESIGN.md §6 says so and
 * refused with the right code everywhere else. The expectations are written here apart from the machine, as a
 * table a reader can check against the specification.
 */
import { describe, expect, it } from 'vitest';
import {
  DEAL_EVENTS,
  DEAL_ROLES,
  DEAL_STATUSES,
  type DealEventType,
  type DealRole,
  type DealStatus,
  MAX_CONTENT_REVISIONS,
} from '../domain/deal';
import type { DeliveryMethod } from '../domain/campaign';
import { decideDealEvent } from './deal-decision';
import { commandOf, factsAt, NOW } from './deal-test-facts';

/** Who sends each event (DESIGN.md §6 "Deal roles"). */
const SENDER: Record<DealEventType, DealRole> = {
  'deal.accept': 'creator',
  'deal.purchase': 'creator',
  'deal.ship': 'company',
  'deal.receive': 'creator',
  'content.upload': 'creator',
  'content.approve': 'staff',
  'content.accept': 'company',
  'content.decline': 'company',
  'content.publish': 'creator',
  'deal.cancel': 'company',
  'deal.deadline': 'system',
  'deal.finish': 'system',
};

/** Where each event leads from each status, when its sender sends it. */
function allowed(
  status: DealStatus,
  delivery: DeliveryMethod,
  revisions: number,
): Partial<Record<DealEventType, DealStatus>> {
  switch (status) {
    case 'hired':
      return { 'deal.accept': 'creator_accepted', 'deal.cancel': 'canceled', 'deal.deadline': 'canceled' };
    case 'creator_accepted':
      return delivery === 'refund'
        ? { 'deal.purchase': 'purchased_sent', 'deal.cancel': 'canceled', 'deal.deadline': 'canceled' }
        : { 'deal.ship': 'purchased_sent', 'deal.cancel': 'canceled' };
    case 'purchased_sent':
      return { 'deal.receive': 'product_received', 'deal.deadline': 'canceled' };
    case 'product_received':
      return { 'content.upload': 'creator_upload_content', 'deal.deadline': 'canceled' };
    case 'creator_upload_content':
      return { 'content.approve': 'content_approved_by_admin' };
    case 'content_approved_by_admin':
      return {
        'content.accept': 'company_accepts_content',
        'deal.deadline': 'company_accepts_content',
        ...(revisions < MAX_CONTENT_REVISIONS ? { 'content.decline': 'product_received' as const } : {}),
      };
    case 'company_accepts_content':
      return { 'content.publish': 'completed' };
    case 'creator_waiting_for_publish_date':
      return { 'content.publish': 'completed', 'deal.deadline': 'completed' };
    case 'completed':
      return { 'deal.finish': 'finished' };
    default:
      return {};
  }
}

/** Why an event is refused, in the order the reasons are told. */
function refusal(
  status: DealStatus,
  type: DealEventType,
  role: DealRole,
  delivery: DeliveryMethod,
  revisions: number,
) {
  if (status === 'finished' || status === 'canceled') return 'DEAL_CLOSED';
  if (SENDER[type] !== role) return 'DEAL_NOT_YOUR_STEP';
  if (type === 'deal.cancel') return 'DEAL_CANCEL_TOO_LATE';
  if (type === 'deal.ship' && delivery === 'refund') return 'DEAL_DELIVERY_MISMATCH';
  if (type === 'deal.purchase' && delivery === 'shipping') return 'DEAL_DELIVERY_MISMATCH';
  if (
    type === 'content.decline' &&
    status === 'content_approved_by_admin' &&
    revisions >= MAX_CONTENT_REVISIONS
  )
    return 'DEAL_REVISIONS_EXHAUSTED';
  return 'DEAL_WRONG_STEP';
}

const cases = (['refund', 'shipping'] as const).flatMap((delivery) =>
  DEAL_STATUSES.flatMap((status) =>
    [0, MAX_CONTENT_REVISIONS].flatMap((revisions) =>
      DEAL_EVENTS.flatMap((type) => DEAL_ROLES.map((role) => ({ delivery, status, revisions, type, role }))),
    ),
  ),
);

describe('every event × role × status', () => {
  it(`covers ${cases.length} cases`, () => {
    expect(cases.length).toBe(2 * DEAL_STATUSES.length * 2 * DEAL_EVENTS.length * DEAL_ROLES.length);
  });

  it.each(cases)(
    '$delivery, $status (revisions $revisions): $type by $role',
    ({ delivery, status, revisions, type, role }) => {
      const decision = decideDealEvent(
        factsAt(status, delivery, revisions),
        commandOf(type, status),
        role,
        NOW,
      );
      const target = role === SENDER[type] ? allowed(status, delivery, revisions)[type] : undefined;
      if (target) {
        expect(decision).toMatchObject({ ok: true, facts: { status: target } });
      } else {
        expect(decision).toEqual({ ok: false, code: refusal(status, type, role, delivery, revisions) });
      }
    },
  );
});
