/**
 * Whose turn it is on a deal and when its step is due, read from the deal machine (deal.ts) instead of written
 * again beside it. The turn is the role of the first forward event the machine takes in the deal's state (not a
 * cancel, not a due time): the creator accepting, the brand shipping, staff approving, the system finishing. A
 * step has a due time when the machine takes the system's `deal.deadline` for it; it falls `dueWithin` (the state's
 * meta) after the step is reached, or at the post's own date while one is scheduled; what its passing does is
 * the state the deadline leads to.
 */
import { transition } from 'xstate';
import type { DealDue, DealFacts, DealRole, DealStatus, DueOutcome } from '../domain/deal';
import { dealMachine, type DealEvent } from './deal';

/** The machine's snapshot of a stored deal. */
export function dealSnapshot(facts: DealFacts) {
  const { status, ...context } = facts;
  return dealMachine.resolveState({ value: status, context: { ...context, refusal: null } });
}

/** The events that move a deal forward, each by its role, in the order of the deal's life. */
const FORWARD: DealEvent[] = [
  { type: 'deal.accept', by: 'creator' },
  { type: 'deal.purchase', by: 'creator' },
  { type: 'deal.ship', by: 'company', carrier: 'other', tracking_number: 'sample' },
  { type: 'deal.receive', by: 'creator' },
  { type: 'content.upload', by: 'creator' },
  { type: 'content.approve', by: 'staff' },
  { type: 'content.accept', by: 'company' },
  { type: 'content.publish', by: 'creator' },
  { type: 'deal.finish', by: 'system' },
];

/** What a due time's passing does, by the state it leads to. */
const OUTCOME_OF: Partial<Record<DealStatus, DueOutcome>> = {
  canceled: 'cancel',
  company_accepts_content: 'accept',
  completed: 'publish',
};

const takes = (facts: DealFacts, event: DealEvent) => {
  const [next] = transition(dealMachine, dealSnapshot(facts), event);
  return next.context.refusal === null ? next : null;
};

/** A deal's facts at a status, with nothing else said: not shipped, never sent back, no post scheduled. */
export const factsAt = (facts: Pick<DealFacts, 'status' | 'delivery'> & Partial<DealFacts>): DealFacts => ({
  delivery_status: 'pending_shipping',
  revisions: 0,
  carrier: null,
  tracking_number: null,
  publish_at: null,
  ...facts,
});

/**
 * Whose turn it is on a deal, for lists that put what needs the brand first (the brand ships with shipping
 * delivery, and reviews); null for a closed deal.
 */
export function awaitedRole(facts: Pick<DealFacts, 'status' | 'delivery'>): DealRole | null {
  if (dealSnapshot(factsAt(facts)).status === 'done') return null;
  return FORWARD.find((event) => takes(factsAt(facts), event))?.by ?? null;
}

/**
 * The due time of a deal that has just reached `facts.status` at `from`, and what its passing does; null when no
 * one is waited for against the clock (staff's approval, the brand shipping, the creator publishing).
 */
export function dueOf(facts: DealFacts, from: Date): DealDue | null {
  const snapshot = dealSnapshot(facts);
  if (snapshot.status === 'done') return null;
  const after = takes(facts, { type: 'deal.deadline', step: facts.status, by: 'system' });
  const outcome = after ? OUTCOME_OF[after.value as DealStatus] : undefined;
  if (!outcome) return null;
  const within = snapshot.getMeta()[`deal.${facts.status}`]?.dueWithin;
  if (within !== undefined) return { step: facts.status, at: new Date(from.getTime() + within), outcome };
  return facts.publish_at ? { step: facts.status, at: new Date(facts.publish_at), outcome } : null;
}
