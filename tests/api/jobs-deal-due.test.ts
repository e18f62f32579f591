/**
 * A deal's due time (DESIGN.md §6 "Deadlines"): one job per deal, each step replacing it and a step without one
 * cancelling it. Each test runs on embedded PGlite, or on a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../server/services/clock';
import { findJob } from '../../server/services/jobs';
import { atomically } from '../../server/services/unit-of-work';
import { DEAL_DUE_JOB, dealDueKey, setDealDue } from '../../server/services/deals/due-times';
import { decideDealEvent } from '../../src/machines/deal-decision';
import { CREATOR_PURCHASE_WITHIN_MS, type DealFacts } from '../../src/domain/deal';
import { cleanUpAfterEach, freshStore, HOUR, opened, runnerOn, START } from './jobs-helpers';

cleanUpAfterEach();

describe("a deal's due time", () => {
  it('is one job per deal: each step replaces it, a step without one cancels it', async () => {
    const handle = await opened(await freshStore());
    const clock = manualClock(START);
    const { services, runner } = runnerOn(handle, clock);
    const fired: unknown[] = [];
    runner.register(DEAL_DUE_JOB, async (job) => {
      fired.push(job.payload);
    });
    const facts: DealFacts = {
      status: 'hired',
      delivery: 'refund',
      delivery_status: 'pending_shipping',
      revisions: 0,
      carrier: null,
      tracking_number: null,
      publish_at: null,
    };
    const accepted = decideDealEvent(facts, { type: 'deal.accept' }, 'creator', clock.now());
    if (!accepted.ok) throw new Error(accepted.code);
    await atomically(services, (work) => setDealDue(work.db, 'd1', accepted.due));
    expect(await findJob(handle.db, dealDueKey('d1'))).toMatchObject({
      kind: DEAL_DUE_JOB,
      run_at: new Date(START.getTime() + CREATOR_PURCHASE_WITHIN_MS),
      payload: { deal_id: 'd1', step: 'creator_accepted', outcome: 'cancel' },
    });
    const approved = decideDealEvent(
      { ...accepted.facts, status: 'creator_upload_content' },
      { type: 'content.approve' },
      'staff',
      clock.now(),
    );
    if (!approved.ok) throw new Error(approved.code);
    await atomically(services, (work) => setDealDue(work.db, 'd1', approved.due));
    expect((await findJob(handle.db, dealDueKey('d1')))?.payload).toMatchObject({
      step: 'content_approved_by_admin',
    });
    await atomically(services, (work) => setDealDue(work.db, 'd1', null));
    expect(await findJob(handle.db, dealDueKey('d1'))).toBeNull();
    clock.advance(30 * 24 * HOUR);
    expect(await runner.runDue()).toBe(0);
    expect(fired).toEqual([]);
  });
});
