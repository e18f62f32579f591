/**
 * What a deal's events carry (carriers and tracking numbers, feedback, publish dates), the due times that hold each
 * role to its step (a stale timer refused), and whose turn it is, as DESIGN.md §6 says.
 */
import { describe, expect, it } from 'vitest';
import {
  BRAND_REVIEW_WITHIN_MS,
  CREATOR_ACCEPT_WITHIN_MS,
  CREATOR_PURCHASE_WITHIN_MS,
  CREATOR_RECEIVE_WITHIN_MS,
  CREATOR_UPLOAD_WITHIN_MS,
  type DealEventType,
  type DealRole,
  type DealStatus,
  PUBLISH_WITHIN_MS,
} from '../domain/deal';
import { awaitedRole } from './deal-turns';
import type { DeliveryMethod } from '../domain/campaign';
import { decideDealEvent } from './deal-decision';
import { commandOf, factsAt, LATER, NOW } from './deal-test-facts';

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
