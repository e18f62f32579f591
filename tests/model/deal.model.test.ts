/**
 * Model-based test of the deal machine: for each delivery (refund and shipping), every edge of its state graph —
 * each event sent by each role in each reachable state, the refusals as well as the steps, the due times of the
 * right and of a stale step, a post published now or scheduled — is walked on a running actor; after every step
 * the test checks what a deal page shows (status label, delivery status, whose turn it is, the timeline reached,
 * revisions, tracking number, a refusal's code). At the end it asserts that every transition of the machine was
 * taken, over both deliveries.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dealMachine, type DealEvent, type DealSnapshot } from '../../src/machines/deal';
import {
  DEAL_EVENTS,
  DEAL_ROLES,
  DEAL_STATUS_LABELS,
  TIMELINE_STEP_OF,
  TIMELINE_STEPS,
  type DealStatus,
} from '../../src/domain/deal';
import { awaitedRole } from '../../src/machines/deal-turns';
import type { DeliveryMethod } from '../../src/domain/campaign';
import { createMachineTestModel, edgePaths, recordTransitions, transitionKeys } from '../support/model';

const PUBLISH_AT = '2031-06-01T18:00:00.000Z';

/** Every event by every role, with what it carries; a due time of the deal's own step and of another one. */
function eventsFor(snapshot: DealSnapshot): DealEvent[] {
  if (snapshot.status === 'done') return [];
  const status = snapshot.value as DealStatus;
  return DEAL_EVENTS.flatMap((type) =>
    DEAL_ROLES.flatMap((by): DealEvent[] => {
      switch (type) {
        case 'deal.ship':
          return [{ type, by, carrier: 'ups', tracking_number: '1Z999AA10123456784' }];
        case 'content.decline':
          return [{ type, by, feedback: 'Show the label in the first seconds.' }];
        case 'content.publish':
          return [
            { type, by },
            { type, by, publish_at: PUBLISH_AT },
          ];
        case 'deal.deadline':
          return [
            { type, by, step: status },
            { type, by, step: status === 'hired' ? 'completed' : 'hired' },
          ];
        default:
          return [{ type, by } as DealEvent];
      }
    }),
  );
}

/** How far along the timeline a status is: the steps a deal at it has reached. */
function timelineOf(status: DealStatus): string[] {
  const order: DealStatus[] = [
    'hired',
    'creator_accepted',
    'purchased_sent',
    'product_received',
    'creator_upload_content',
    'content_approved_by_admin',
    'company_accepts_content',
    'creator_waiting_for_publish_date',
    'completed',
    'finished',
  ];
  const reached = order.slice(0, order.indexOf(status) + 1).flatMap((step) => TIMELINE_STEP_OF[step] ?? []);
  return TIMELINE_STEPS.filter((step) => reached.includes(step));
}

/** What a deal page shows of a deal. */
function view(snapshot: DealSnapshot) {
  const status = snapshot.value as DealStatus;
  const { context } = snapshot;
  return {
    status,
    label: DEAL_STATUS_LABELS[status],
    delivery: context.delivery_status,
    turn: awaitedRole({ status, delivery: context.delivery }),
    timeline: status === 'canceled' ? 'canceled' : timelineOf(status),
    revisions: context.revisions,
    tracking: context.tracking_number,
    publishAt: context.publish_at,
    refusal: context.refusal,
    closed: snapshot.status === 'done',
  };
}

/** A state of the graph: what the deal is, leaving aside why the last event was refused (a refusal changes nothing). */
const serialize = (snapshot: DealSnapshot) => {
  const { refusal: _refusal, ...facts } = snapshot.context;
  return `${String(snapshot.value)}|${JSON.stringify(facts)}`;
};

describe('deal machine (model-based)', () => {
  const covered = new Set<string>();
  const reachedStatuses = new Set<string>();

  for (const delivery of ['refund', 'shipping'] as const satisfies readonly DeliveryMethod[]) {
    // xstate/graph's createTestModel sends a state only the event types it names (and '*' as an event), while every
    // event must be tried everywhere, refusals included: its TestModel is built directly (support/model.ts).
    const model = createMachineTestModel(dealMachine, {
      events: (snapshot) => eventsFor(snapshot as DealSnapshot) as never,
      serializeState: (snapshot) => serialize(snapshot as DealSnapshot) as never,
      input: { delivery },
    });
    const edges = edgePaths(model, (snapshot) => serialize(snapshot as DealSnapshot));

    it(`walks all ${edges.length} edges with ${delivery} delivery`, () => {
      expect(edges.length).toBeGreaterThan(500);
      for (const edge of edges) {
        const actor = createActor(dealMachine, {
          input: { delivery },
          inspect: recordTransitions(covered),
        }).start();
        for (const [index, step] of edge.steps.entries()) {
          if (index > 0) actor.send(step.event);
          const actual = actor.getSnapshot();
          // The graph keeps one snapshot per state, with whatever refusal it saw last: the way to the edge is
          // compared without it, the edge's own step (the snapshot its event led to) with it.
          const last = index === edge.steps.length - 1;
          const shown = (snapshot: DealSnapshot) =>
            last ? view(snapshot) : { ...view(snapshot), refusal: null };
          expect(shown(actual), `${edge.description} (step ${index})`).toEqual(shown(step.state));
          reachedStatuses.add(String(actual.value));
        }
        actor.stop();
      }
    });
  }

  it('reached every status', () => {
    expect([...reachedStatuses].sort()).toEqual(Object.keys(DEAL_STATUS_LABELS).sort());
  });

  it('covered every transition of the machine', () => {
    expect(transitionKeys(dealMachine).filter((key) => !covered.has(key))).toEqual([]);
  });
});
