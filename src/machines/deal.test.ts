/**
 * Every event, by every role, in every status, with either delivery: accepted where DESIGN.md §6 says so and
 * refused with the right code everywhere else. The expectations are written here apart from the machine, as a
 * table a reader can check against the specification.
 */
import { describe, expect, it } from 'vitest';
import {
  BRAND_REVIEW_WITHIN_MS,
  CREATOR_ACCEPT_WITHIN_MS,
  CREATOR_PURCHASE_WITHIN_MS,
  CREATOR_RECEIVE_WITHIN_MS,
  CREATOR_UPLOAD_WITHIN_MS,
  DEAL_EVENTS,
  DEAL_ROLES,
  DEAL_STATUSES,
  MAX_CONTENT_REVISIONS,
  PUBLISH_WITHIN_MS,
  awaitedRole,
  type DealEventType,
  type DealFacts,
  type DealRole,
  type DealStatus,
} from '../domain/deal';
import type { DeliveryMethod } from '../domain/campaign';
import { decideDealEvent, type DealCommand } from './deal-decision';

const NOW = new Date('2031-05-04T12:00:00.000Z');
const LATER = new Date(NOW.getTime() + 3 * 24 * 60 * 60 * 1000).toISOString();

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

const factsAt = (status: DealStatus, delivery: DeliveryMethod, revisions = 0): DealFacts => ({
  status,
  delivery,
  delivery_status: 'pending_shipping',
  revisions,
  carrier: null,
  tracking_number: null,
  publish_at: status === 'creator_waiting_for_publish_date' ? LATER : null,
});

/** A valid event of each type, as its sender would send it at `status`. */
function commandOf(type: DealEventType, status: DealStatus): DealCommand {
  switch (type) {
    case 'deal.ship':
      return { type, carrier: 'ups', tracking_number: '1Z999AA10123456784' };
    case 'content.decline':
      return { type, feedback: 'Show the label in the first seconds, please.' };
    case 'deal.deadline':
      return { type, step: status };
    default:
      return { type } as DealCommand;
  }
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

describe('what events carry', () => {
  const atShipping = factsAt('creator_accepted', 'shipping');

  it("ships with a carrier and a tracking number of that carrier's format, kept as carriers print it", () => {
    const shipped = decideDealEvent(
      atShipping,
      { type: 'deal.ship', carrier: 'usps', tracking_number: ' 9400 1118 9922 3456 7890 12 ' },
      'company',
      NOW,
    );
    expect(shipped).toMatchObject({
      ok: true,
      facts: {
        carrier: 'usps',
        tracking_number: '9400111899223456789012',
        delivery_status: 'pending_delivery',
      },
      timelineStep: 'purchased',
    });
    for (const [carrier, tracking_number, field, code] of [
      ['other', '12', 'tracking_number', 'length'],
      ['other', 'x'.repeat(23), 'tracking_number', 'length'],
      ['other', 'ABC<script>', 'tracking_number', 'trackingFormat'],
      ['ups', '9400111899223456789012', 'tracking_number', 'trackingFormat'],
      ['usps', '', 'tracking_number', 'required'],
      ['pigeon', '1234567890', 'carrier', 'oneOf'],
    ] as const) {
      const refused = decideDealEvent(
        atShipping,
        { type: 'deal.ship', carrier: carrier as 'usps', tracking_number },
        'company',
        NOW,
      );
      expect(refused).toMatchObject({
        ok: false,
        code: 'BAD_USER_INPUT',
        fields: { [field]: { code } },
      });
    }
  });

  it('tells a role it is not its step before it looks at what it sent', () => {
    expect(
      decideDealEvent(atShipping, { type: 'deal.ship', carrier: 'ups', tracking_number: '' }, 'creator', NOW),
    ).toEqual({
      ok: false,
      code: 'DEAL_NOT_YOUR_STEP',
    });
  });

  it('sends content back with feedback of 8 to 255 characters, counting a revision', () => {
    const review = factsAt('content_approved_by_admin', 'refund', 1);
    expect(
      decideDealEvent(review, { type: 'content.decline', feedback: 'Too dark' }, 'company', NOW),
    ).toMatchObject({
      ok: true,
      facts: { status: 'product_received', revisions: 2 },
      timelineStep: null,
      due: { step: 'product_received', outcome: 'cancel' },
    });
    expect(
      decideDealEvent(review, { type: 'content.decline', feedback: 'Too dim' }, 'company', NOW),
    ).toMatchObject({
      ok: false,
      code: 'BAD_USER_INPUT',
      fields: { feedback: { code: 'length', params: { min: 8, max: 255 } } },
    });
  });

  it('publishes now, or schedules the post for a date within PUBLISH_WITHIN_MS', () => {
    const accepted = factsAt('company_accepts_content', 'refund');
    expect(decideDealEvent(accepted, { type: 'content.publish' }, 'creator', NOW)).toMatchObject({
      ok: true,
      facts: { status: 'completed', publish_at: null },
      due: null,
    });
    expect(
      decideDealEvent(accepted, { type: 'content.publish', publish_at: LATER }, 'creator', NOW),
    ).toMatchObject({
      ok: true,
      facts: { status: 'creator_waiting_for_publish_date', publish_at: LATER },
      due: { step: 'creator_waiting_for_publish_date', at: new Date(LATER), outcome: 'publish' },
    });
    const tooLate = new Date(NOW.getTime() + PUBLISH_WITHIN_MS + 1).toISOString();
    for (const [publish_at, code] of [
      [NOW.toISOString(), 'dateFuture'],
      [tooLate, 'publishTooLate'],
      ['next tuesday', 'dateTime'],
    ] as const) {
      expect(
        decideDealEvent(accepted, { type: 'content.publish', publish_at }, 'creator', NOW),
      ).toMatchObject({
        ok: false,
        code: 'BAD_USER_INPUT',
        fields: { publish_at: { code } },
      });
    }
  });
});

describe('due times', () => {
  const dueAfter = (status: DealStatus, delivery: DeliveryMethod, type: DealEventType, role: DealRole) =>
    decideDealEvent(factsAt(status, delivery), commandOf(type, status), role, NOW);
  const at = (ms: number) => new Date(NOW.getTime() + ms);

  it('hold the creator to each step, and the brand to its review', () => {
    expect(
      decideDealEvent(
        { ...factsAt('hired', 'refund'), status: 'hired' },
        { type: 'deal.deadline', step: 'hired' },
        'system',
        NOW,
      ),
    ).toMatchObject({
      ok: true,
      facts: { status: 'canceled', delivery_status: 'canceled' },
      due: null,
    });
    expect(dueAfter('hired', 'refund', 'deal.accept', 'creator')).toMatchObject({
      due: { step: 'creator_accepted', at: at(CREATOR_PURCHASE_WITHIN_MS), outcome: 'cancel' },
    });
    expect(dueAfter('hired', 'shipping', 'deal.accept', 'creator')).toMatchObject({ ok: true, due: null });
    expect(dueAfter('creator_accepted', 'refund', 'deal.purchase', 'creator')).toMatchObject({
      due: { at: at(CREATOR_RECEIVE_WITHIN_MS), outcome: 'cancel' },
    });
    expect(dueAfter('purchased_sent', 'refund', 'deal.receive', 'creator')).toMatchObject({
      facts: { delivery_status: 'delivered' },
      due: { at: at(CREATOR_UPLOAD_WITHIN_MS), outcome: 'cancel' },
    });
    expect(dueAfter('product_received', 'refund', 'content.upload', 'creator')).toMatchObject({ due: null });
    expect(dueAfter('creator_upload_content', 'refund', 'content.approve', 'staff')).toMatchObject({
      due: { step: 'content_approved_by_admin', at: at(BRAND_REVIEW_WITHIN_MS), outcome: 'accept' },
    });
    expect(dueAfter('content_approved_by_admin', 'refund', 'deal.deadline', 'system')).toMatchObject({
      facts: { status: 'company_accepts_content' },
      timelineStep: 'paid',
    });
    expect(CREATOR_ACCEPT_WITHIN_MS).toBe(48 * 60 * 60 * 1000);
  });

  it('of another step than the deal is at are refused (a stale timer)', () => {
    expect(
      decideDealEvent(
        factsAt('product_received', 'refund'),
        { type: 'deal.deadline', step: 'hired' },
        'system',
        NOW,
      ),
    ).toEqual({
      ok: false,
      code: 'DEAL_WRONG_STEP',
    });
  });

  it('keep a delivered product delivered when the deal is canceled later', () => {
    const received = { ...factsAt('product_received', 'shipping'), delivery_status: 'delivered' as const };
    expect(
      decideDealEvent(received, { type: 'deal.deadline', step: 'product_received' }, 'system', NOW),
    ).toMatchObject({
      facts: { status: 'canceled', delivery_status: 'delivered' },
    });
  });
});

describe('whose turn it is', () => {
  it('is the brand’s to ship (shipping delivery) and to review', () => {
    expect(awaitedRole({ status: 'creator_accepted', delivery: 'shipping' })).toBe('company');
    expect(awaitedRole({ status: 'creator_accepted', delivery: 'refund' })).toBe('creator');
    expect(awaitedRole({ status: 'content_approved_by_admin', delivery: 'refund' })).toBe('company');
    expect(awaitedRole({ status: 'creator_upload_content', delivery: 'refund' })).toBe('staff');
    expect(awaitedRole({ status: 'canceled', delivery: 'refund' })).toBeNull();
  });
});
