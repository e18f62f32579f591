/**
 * A deal's due time (`dueOf`, read from the deal machine in src/machines/deal-turns.ts): one job per deal, keyed
 * by the deal, replaced at each step. Call
 * it in the unit of work that stores a decided event (src/machines/deal-decision.ts), with the decision's `due`:
 * the new step's due time replaces the old one, and a step without one cancels it. The job (kind DEAL_DUE_JOB)
 * carries the step it was set for; its handler sends `deal.deadline` with that step, which the machine refuses as
 * stale should the deal have moved on meanwhile.
 */
import type { Database } from '../../db/client';
import type { DealDue } from '../../../src/domain/deal';
import { cancelJob, scheduleJob } from '../jobs';

export const DEAL_DUE_JOB = 'deal.deadline';

export const dealDueKey = (dealId: string): string => `deal:${dealId}:due`;

export type DealDuePayload = { deal_id: string; step: DealDue['step']; outcome: DealDue['outcome'] };

export async function setDealDue(db: Database, dealId: string, due: DealDue | null): Promise<void> {
  if (!due) {
    await cancelJob(db, dealDueKey(dealId));
    return;
  }
  const payload: DealDuePayload = { deal_id: dealId, step: due.step, outcome: due.outcome };
  await scheduleJob(db, { key: dealDueKey(dealId), kind: DEAL_DUE_JOB, runAt: due.at, payload });
}
