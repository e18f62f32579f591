/**
 * The deal machine's model as the product can be made to drive it, for the deal paths test (deals.paths.test.ts):
 * in each status the events a person (the brand on the page), staff (the staff command line, standing in for the
 * creator and for staff) or the system (a due time passing on the server's manual clock) can really make happen,
 * each sent by the right role; how a state is told apart; one path per edge for each delivery method, and which
 * machine transitions each path takes.
 *
 * Left out because nothing in the product makes them happen: the system's due time of `creator_accepted` with
 * shipping delivery (the brand is waited for, so the server schedules none: deal-turns.ts `dueOf`). The brand's
 * fourth "send back" is kept: with no revision left the machine refuses it, and the path shows the page offers
 * no "Send back" while the API refuses DEAL_REVISIONS_EXHAUSTED. `deal.finish` is kept as the machine has it,
 * though the product takes it within the publish that completed the deal (server/services/deals/events.ts):
 * the step checks the page shows the deal closed by the system, it does nothing itself.
 */
import { createActor } from 'xstate';
import { dealMachine, type DealEvent, type DealSnapshot } from '../../src/machines/deal';
import { TIMELINE_STEP_OF, type DealStatus, type TimelineStep } from '../../src/domain/deal';
import type { DeliveryMethod } from '../../src/domain/campaign';
import { createMachineTestModel, edgePaths, recordTransitions, transitionKeys } from '../support/model';

/** A scheduled post's date as the model says it: the step gives a real one, a few days after the server's now. */
export const LATER = 'later';

const creator = (type: 'deal.accept' | 'deal.purchase' | 'deal.receive' | 'content.upload'): DealEvent => ({
  type,
  by: 'creator',
});
const company = (type: 'deal.cancel' | 'content.accept'): DealEvent => ({ type, by: 'company' });
const ship: DealEvent = {
  type: 'deal.ship',
  carrier: 'ups',
  tracking_number: '1Z999AA10123456784',
  by: 'company',
};
const decline: DealEvent = { type: 'content.decline', feedback: 'Show the label, please.', by: 'company' };
const approve: DealEvent = { type: 'content.approve', by: 'staff' };
const publishNow: DealEvent = { type: 'content.publish', by: 'creator' };
const publishLater: DealEvent = { type: 'content.publish', publish_at: LATER, by: 'creator' };
const finish: DealEvent = { type: 'deal.finish', by: 'system' };

/** What can be made to happen at a deal's status. */
export function dealEvents(snapshot: DealSnapshot): DealEvent[] {
  const step = snapshot.value as DealStatus;
  const due: DealEvent = { type: 'deal.deadline', step, by: 'system' };
  switch (step) {
    case 'hired':
      return [creator('deal.accept'), company('deal.cancel'), due];
    case 'creator_accepted':
      return snapshot.context.delivery === 'refund'
        ? [creator('deal.purchase'), company('deal.cancel'), due]
        : [ship, company('deal.cancel')];
    case 'purchased_sent':
      return [creator('deal.receive'), due];
    case 'product_received':
      return [creator('content.upload'), due];
    case 'creator_upload_content':
      return [approve];
    case 'content_approved_by_admin':
      return [company('content.accept'), decline, due];
    case 'company_accepts_content':
      return [publishNow, publishLater];
    case 'creator_waiting_for_publish_date':
      return [publishNow, due];
    case 'completed':
      return [finish];
    default:
      return [];
  }
}

/** The statuses where the revisions asked so far make a difference (how many "send back"s are left). */
const REVIEWING: DealStatus[] = ['product_received', 'creator_upload_content', 'content_approved_by_admin'];

/** A state as the brand experiences it: the status, the delivery method, revisions while under review. */
export function serialize(snapshot: DealSnapshot): string {
  const status = snapshot.value as DealStatus;
  const { delivery, revisions } = snapshot.context;
  return REVIEWING.includes(status) ? `${status} ${delivery} r${revisions}` : `${status} ${delivery}`;
}

export const modelOf = (delivery: DeliveryMethod) =>
  createMachineTestModel(dealMachine, {
    events: (snapshot) => dealEvents(snapshot as DealSnapshot) as never,
    serializeState: (snapshot) => serialize(snapshot as DealSnapshot) as never,
    input: { delivery },
  });

/**
 * The transitions the page, staff and the system cannot make happen, with why. They are the machine's refusals
 * at its root: the product never offers them, and the API's answers to them are shown by API tests.
 */
export const NOT_DRIVEN: Record<string, string> = {
  'deal|*|0':
    'an event of the wrong role (DEAL_NOT_YOUR_STEP): no one is offered it; src/machines/deal-events.test.ts',
  'deal|*|1':
    'an event at the wrong step (DEAL_WRONG_STEP): the page offers none; tests/api/deal-lifecycle.test.ts',
  'deal|deal.cancel|0':
    'a cancel by another role than the brand (DEAL_NOT_YOUR_STEP): src/machines/deal-events.test.ts',
  'deal|deal.cancel|1':
    'a cancel once the product is on its way (DEAL_CANCEL_TOO_LATE): the page offers none; tests/api/deal-lifecycle.test.ts',
  'deal|deal.ship|0':
    'shipping by another role than the brand (DEAL_NOT_YOUR_STEP): src/machines/deal-events.test.ts',
  'deal|deal.ship|1':
    'shipping a refund deal (DEAL_DELIVERY_MISMATCH): the page offers none; tests/api/deal-lifecycle.test.ts',
  'deal|deal.ship|2':
    'shipping at the wrong step (DEAL_WRONG_STEP): the page offers none; tests/api/deal-lifecycle.test.ts',
  'deal|deal.purchase|0':
    'a purchase by another role than the creator (DEAL_NOT_YOUR_STEP): src/machines/deal-events.test.ts',
  'deal|deal.purchase|1':
    'a purchase on a shipping deal (DEAL_DELIVERY_MISMATCH): a refusal that changes nothing on the page; tests/api/deal-lifecycle.test.ts',
  'deal|deal.purchase|2': 'a purchase at the wrong step (DEAL_WRONG_STEP): tests/api/deal-lifecycle.test.ts',
};

export const ALL_TRANSITIONS = transitionKeys(dealMachine);
/** Every transition a person, staff or the system makes happen: each must be taken in each language. */
export const DRIVEN = ALL_TRANSITIONS.filter((key) => !(key in NOT_DRIVEN));

export type DealPath = ReturnType<typeof edgePaths<DealSnapshot, DealEvent>>[number] & {
  delivery: DeliveryMethod;
  /** The machine transitions the path takes, by transitionKeys' names. */
  keys: string[];
};

/** The transitions a path's events take, played on the machine itself. */
function keysOf(delivery: DeliveryMethod, events: DealEvent[]): string[] {
  const taken = new Set<string>();
  const actor = createActor(dealMachine, { input: { delivery }, inspect: recordTransitions(taken) }).start();
  events.forEach((event) => actor.send(event));
  actor.stop();
  return [...taken];
}

/** One path per edge, for both delivery methods, the longest first. */
export const paths: DealPath[] = (['refund', 'shipping'] as const)
  .flatMap((delivery) =>
    edgePaths(modelOf(delivery), (snapshot) => serialize(snapshot as DealSnapshot)).map((path) => ({
      ...(path as DealPath),
      delivery,
      keys: keysOf(
        delivery,
        path.steps.slice(1).map((step) => step.event as DealEvent),
      ),
    })),
  )
  .sort((a, b) => b.steps.length - a.steps.length);

/** The timeline steps dated once a path has passed through `statuses`. */
export const reachedOf = (statuses: DealStatus[]): TimelineStep[] =>
  statuses.flatMap((status) => TIMELINE_STEP_OF[status] ?? []);
