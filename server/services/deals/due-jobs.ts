/**
 * The handler of a deal's due time (due-times.ts): when the job of a deal's step comes due, the system sends
 * `deal.deadline` for that step through the deal machine. A creator's missed step cancels the deal (its cost goes
 * back to the wallet), a brand's missed review accepts the content (the creator is paid), a scheduled post's date
 * publishes it. A due time of a step the deal has left meanwhile is refused by the machine as stale, and the job
 * ends having done nothing. Everything commits with the job marked done: it fires exactly once. The runner locks
 * the deal before the job's row, in the order every deal action takes them (the deal, then its due time).
 */
import type { Job, JobHandler, JobRunner } from '../jobs';
import type { Clock } from '../clock';
import { DEAL_DUE_JOB, type DealDuePayload } from './due-times';
import { actOnDeal, lockDeal } from './events';
import { DealRefused } from './refusals';

export function registerDealJobs(jobs: Pick<JobRunner, 'register'>, services: { clock: Clock }): void {
  const dealOf = (job: Job) => (job.payload as DealDuePayload).deal_id;
  const handler: JobHandler = async (job, work) => {
    const payload = job.payload as DealDuePayload;
    const deal = await lockDeal(work.db, payload.deal_id, null);
    if (!deal) return;
    try {
      await actOnDeal(work, deal, {
        command: { type: 'deal.deadline', step: payload.step },
        role: 'system',
        now: services.clock.now(),
      });
    } catch (error) {
      if (error instanceof DealRefused) return;
      throw error;
    }
  };
  jobs.register(DEAL_DUE_JOB, handler, { lockFirst: (job, db) => lockDeal(db, dealOf(job), null) });
}
