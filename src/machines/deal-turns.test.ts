import { describe, expect, it } from 'vitest';
import {
  BRAND_REVIEW_WITHIN_MS,
  CREATOR_ACCEPT_WITHIN_MS,
  DEAL_STATUSES,
  type DealFacts,
  type DealStatus,
} from '../domain/deal';
import { awaitedRole, dueOf, factsAt } from './deal-turns';

describe('dueOf', () => {
  const facts = (status: DealFacts['status'], extra: Partial<DealFacts> = {}): DealFacts =>
    factsAt({ status, delivery: 'refund', ...extra });
  const from = new Date('2031-01-01T00:00:00.000Z');

  it('has no due time where nobody is waited for against the clock', () => {
    for (const status of [
      'creator_upload_content',
      'company_accepts_content',
      'completed',
      'finished',
      'canceled',
    ] as const)
      expect(dueOf(facts(status), from)).toBeNull();
    expect(dueOf(facts('creator_accepted', { delivery: 'shipping' }), from)).toBeNull();
  });

  it('is the post’s own date while waiting for it', () => {
    expect(
      dueOf(facts('creator_waiting_for_publish_date', { publish_at: '2031-01-09T10:00:00.000Z' }), from),
    ).toEqual({
      step: 'creator_waiting_for_publish_date',
      at: new Date('2031-01-09T10:00:00.000Z'),
      outcome: 'publish',
    });
  });
});

describe('turns and due times, read from the deal machine', () => {
  type Turn = ReturnType<typeof awaitedRole>;
  // Whose turn each step is (refund delivery, then shipping), as SPEC.md §4 tells the deal's life.
  const TURNS: Record<DealStatus, [Turn, Turn]> = {
    hired: ['creator', 'creator'],
    creator_accepted: ['creator', 'company'],
    purchased_sent: ['creator', 'creator'],
    product_received: ['creator', 'creator'],
    creator_upload_content: ['staff', 'staff'],
    content_approved_by_admin: ['company', 'company'],
    company_accepts_content: ['creator', 'creator'],
    creator_waiting_for_publish_date: ['creator', 'creator'],
    completed: ['system', 'system'],
    finished: [null, null],
    canceled: [null, null],
  };

  it('gives each step its role, by delivery', () => {
    for (const status of DEAL_STATUSES) {
      expect(awaitedRole({ status, delivery: 'refund' }), status).toBe(TURNS[status][0]);
      expect(awaitedRole({ status, delivery: 'shipping' }), status).toBe(TURNS[status][1]);
    }
  });

  it('holds the creator to the clock until the upload and the brand to its review, each with its outcome', () => {
    const from = new Date('2031-01-01T00:00:00.000Z');
    const at = (status: DealStatus, delivery: 'refund' | 'shipping') =>
      dueOf(factsAt({ status, delivery }), from);
    expect(at('hired', 'shipping')).toEqual({
      step: 'hired',
      at: new Date(from.getTime() + CREATOR_ACCEPT_WITHIN_MS),
      outcome: 'cancel',
    });
    expect(at('content_approved_by_admin', 'refund')).toEqual({
      step: 'content_approved_by_admin',
      at: new Date(from.getTime() + BRAND_REVIEW_WITHIN_MS),
      outcome: 'accept',
    });
    const timed = DEAL_STATUSES.filter((status) => at(status, 'refund') !== null);
    expect(timed).toEqual([
      'hired',
      'creator_accepted',
      'purchased_sent',
      'product_received',
      'content_approved_by_admin',
    ]);
    expect(timed.filter((status) => at(status, 'refund')?.outcome === 'cancel')).toHaveLength(4);
  });
});
