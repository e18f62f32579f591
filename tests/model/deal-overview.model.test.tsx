/**
 * Model-based test of the deal flow as the brand sees it: the model is the shared deal machine
 * (src/machines/deal.ts), the system under test is DealOverview rendered in jsdom with its own machine and a fake
 * API that keeps one deal and decides every event with the same rules as the API (decideDealEvent).
 *
 * For each delivery, each event by its own role (and one by a wrong role, for the refusals) is tried in every
 * reachable state; the walk keeps, in graph order, each path whose last step takes a transition no earlier path
 * took, until every transition of the machine is covered (checked at the end, over both deliveries). Each path is
 * played on a fresh screen: the brand's events are user actions (Ship with a tracking number, Cancel and confirm,
 * Accept content, Send back with feedback), and when the model refuses one the screen must not offer it; the
 * creator's, staff's and the system's events change the deal on the fake server and arrive as a live deal event.
 * After every step the test checks what the user reads: the status label, the delivery status, the tracking
 * number, the revision counter, the countdown, and which of the brand's actions are offered.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { dealMachine, type DealEvent, type DealSnapshot } from '../../src/machines/deal';
import type { DealCommand } from '../../src/machines/deal-decision';
import {
  DEAL_EVENT_ROLES,
  DEAL_EVENTS,
  DEAL_STATUS_LABELS,
  MAX_CONTENT_REVISIONS,
  type DealRole,
  type DealStatus,
} from '../../src/domain/deal';
import { dueOf } from '../../src/machines/deal-turns';
import type { DeliveryMethod } from '../../src/domain/campaign';
import { showsShippingAddress } from '../../src/domain/shipping';
import { createTestI18n } from '../support/i18n';
import {
  createMachineTestModel,
  edgePaths,
  recordTransitions,
  transitionKeys,
  type Edge,
} from '../support/model';
import { ADDRESS, FEEDBACK, PUBLISH_AT, renderDeal, TRACKING } from './deal-overview-fixtures';

const t = createTestI18n('en').t;
const WRONG_ROLE: Record<DealRole, DealRole> = {
  company: 'creator',
  creator: 'staff',
  staff: 'company',
  system: 'creator',
};

/** Each event by its own role, with what it carries, and by a wrong role; due times of this step and a stale one. */
function eventsFor(snapshot: DealSnapshot): DealEvent[] {
  if (snapshot.status === 'done') return [];
  const status = snapshot.value as DealStatus;
  return DEAL_EVENTS.flatMap((type) =>
    [DEAL_EVENT_ROLES[type], WRONG_ROLE[DEAL_EVENT_ROLES[type]]].flatMap((by): DealEvent[] => {
      switch (type) {
        case 'deal.ship':
          return [{ type, by, carrier: 'ups', tracking_number: TRACKING }];
        case 'content.decline':
          return [{ type, by, feedback: FEEDBACK }];
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

const serialize = (snapshot: DealSnapshot) => {
  const { refusal: _refusal, ...facts } = snapshot.context;
  return `${String(snapshot.value)}|${JSON.stringify(facts)}`;
};

/** The screen itself; dialogs open over it, in a portal. */
let page: HTMLElement = document.body;
const header = () => page.querySelector('header') as HTMLElement;
const button = (name: string) => within(page).queryByRole('button', { name });

/** What the user must read and be offered at a state of the model. */
async function expectShown(state: DealSnapshot, description: string) {
  const status = state.value as DealStatus;
  const { context } = state;
  const label = t(`deals:status.${DEAL_STATUS_LABELS[status]}`);
  await waitFor(() => expect(within(header()).getByText(label), description).toBeTruthy());
  const offersAccept = status === 'content_approved_by_admin';
  // The two "Content uploaded" statuses differ by what the brand may do.
  await waitFor(() => expect(Boolean(button('Accept content')), `${description}: accept`).toBe(offersAccept));
  expect(Boolean(button('Send back')), `${description}: send back`).toBe(
    offersAccept && context.revisions < MAX_CONTENT_REVISIONS,
  );
  expect(Boolean(button('Ship the product')), `${description}: ship`).toBe(
    status === 'creator_accepted' && context.delivery === 'shipping',
  );
  expect(Boolean(button('Cancel the deal')), `${description}: cancel`).toBe(
    status === 'hired' || status === 'creator_accepted',
  );
  const delivery = within(screen.getByRole('region', { name: 'Product delivery' }));
  expect(delivery.getByText(t(`deals:delivery.${context.delivery_status}`)), description).toBeTruthy();
  if (context.delivery === 'shipping') {
    expect(
      delivery.getAllByText(context.tracking_number ? /follow the parcel/ : 'None yet')[0],
      description,
    ).toBeTruthy();
    expect(Boolean(delivery.queryByText(ADDRESS.line1)), `${description}: address`).toBe(
      showsShippingAddress({ status, delivery: context.delivery }),
    );
  } else expect(delivery.getByText(/The creator buys .* and is refunded/), description).toBeTruthy();
  expect(
    screen.getByText(new RegExp(`^Revision ${context.revisions} of ${MAX_CONTENT_REVISIONS}`)),
    description,
  ).toBeTruthy();
  const due = dueOf({ status, ...context }, new Date());
  expect(Boolean(screen.queryByRole('timer')), `${description}: countdown`).toBe(due !== null);
}

/** Plays one event: the brand's as what a user does, everyone else's on the server followed by a live event. */
async function perform(event: DealEvent, accepted: boolean, deal: ReturnType<typeof renderDeal>) {
  if (event.by === 'company' && accepted) {
    switch (event.type) {
      case 'deal.ship': {
        fireEvent.click(button('Ship the product') as HTMLElement);
        const dialog = await screen.findByRole('dialog', { name: 'Ship the product' });
        fireEvent.change(within(dialog).getByLabelText(/Carrier/), { target: { value: event.carrier } });
        fireEvent.change(within(dialog).getByLabelText(/Tracking number/), {
          target: { value: event.tracking_number },
        });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
        return;
      }
      case 'deal.cancel': {
        fireEvent.click(button('Cancel the deal') as HTMLElement);
        const dialog = await screen.findByRole('alertdialog');
        fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the deal' }));
        return;
      }
      case 'content.accept': {
        // Accepting pays the creator: the dialog says how much before anything moves.
        fireEvent.click(button('Accept content') as HTMLElement);
        const dialog = await screen.findByRole('dialog', { name: 'Accept the content from Maya López?' });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and pay $154.99' }));
        return;
      }
      case 'content.decline': {
        fireEvent.click(button('Send back') as HTMLElement);
        const dialog = await screen.findByRole('dialog', { name: 'Send the content back' });
        fireEvent.change(within(dialog).getByLabelText(/Feedback/), { target: { value: event.feedback } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
        return;
      }
    }
  }
  const { type, by, ...payload } = event;
  const decision = deal.server.apply({ type, ...payload } as DealCommand, by);
  expect(decision.ok, `${type} by ${by}`).toBe(accepted);
  if (decision.ok) await deal.announce();
}

describe('DealOverview (model-based on the deal machine)', () => {
  const covered = new Set<string>();
  const reached = new Set<string>();
  const paths: Array<{ delivery: DeliveryMethod; edge: Edge<DealSnapshot, DealEvent> }> = [];

  for (const delivery of ['shipping', 'refund'] as const) {
    const model = createMachineTestModel(dealMachine, {
      events: (snapshot) => eventsFor(snapshot as DealSnapshot) as never,
      serializeState: (snapshot) => serialize(snapshot as DealSnapshot) as never,
      input: { delivery },
    });
    // The paths that take a transition no earlier one took (run headless first: cheap), the longest paths first so
    // that each rendered walk covers much.
    const edges = (
      edgePaths(model, (s) => serialize(s as DealSnapshot)) as Array<Edge<DealSnapshot, DealEvent>>
    )
      .slice()
      .sort((a, b) => b.steps.length - a.steps.length);
    for (const edge of edges) {
      const keys = new Set<string>();
      const actor = createActor(dealMachine, {
        input: { delivery },
        inspect: recordTransitions(keys),
      }).start();
      edge.steps.slice(1).forEach((step) => actor.send(step.event));
      actor.stop();
      if ([...keys].some((key) => !covered.has(key))) {
        keys.forEach((key) => covered.add(key));
        paths.push({ delivery, edge });
      }
    }
  }

  it('covers every transition of the deal machine with the paths it plays', () => {
    expect(transitionKeys(dealMachine).filter((key) => !covered.has(key))).toEqual([]);
  });

  for (const { delivery, edge } of paths) {
    it(`${delivery}: ${edge.description}`, async () => {
      const deal = renderDeal(delivery);
      page = deal.container;
      // The model's own run says whether each event is taken (the graph's snapshots keep a stale refusal).
      const model = createActor(dealMachine, { input: { delivery } }).start();
      for (const [index, step] of edge.steps.entries()) {
        if (index > 0) {
          model.send(step.event);
          await perform(step.event, model.getSnapshot().context.refusal === null, deal);
        }
        await expectShown(step.state, `${edge.description} (step ${index})`);
        reached.add(String(step.state.value));
      }
      model.stop();
    }, 30_000);
  }

  afterAll(() => {
    expect([...reached].sort()).toEqual(Object.keys(DEAL_STATUS_LABELS).sort());
  });
});
