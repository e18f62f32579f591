/**
 * Model-based test of the top-up machine rendering the wallet screen (/wallet) in jsdom: every edge of the
 * machine's graph is walked as a user would walk it (choosing card or wire, typing an amount, choosing the card,
 * paying, starting again) while the test settles the API's calls; after every step the test reads what the
 * screen shows for the state the model expects (the form, the fee and total, the busy button, the field error,
 * the success, the decline in words, the wire instructions), and at the end that every transition was taken.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { topUpMachine } from '../../src/machines/top-up';
import { createMoneyFlows } from '../../src/app/actors/money';
import { liveHub } from '../support/live-hub';
import { ApiError } from '../../src/domain/api-error';
import { fakeApi } from '../support/fake-api';
import {
  createMachineTestModel,
  deferredCall,
  edgePaths,
  recordTransitions,
  runningInvokes,
  transitionKeys,
} from '../support/model';
import { emptyOverview, renderWalletScreen } from './wallet-overview-fixtures';
import en from '../../locales/en/money.json';
import errors from '../../locales/en/errors.json';
import validation from '../../locales/en/validation.json';

const machine = topUpMachine;
type Snapshot = SnapshotFrom<typeof machine>;

const CARD = {
  id: 'card1',
  brand: 'visa',
  last4: '4242',
  is_default: true,
  exp_month: 12,
  exp_year: 2031,
  cardholder_name: 'Ada',
  address_name: 'Head office',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  country: 'US',
  zip_code: '78701',
  created_at: '2026-01-01T00:00:00.000Z',
};
const CHARGED = {
  status: true,
  decline_code: null,
  amount: 10_000,
  fee: 400,
  balance: 10_000,
  entry_id: 'e1',
};
const DECLINED = {
  status: false,
  decline_code: 'insufficient_funds',
  amount: 10_000,
  fee: 400,
  balance: 0,
  entry_id: null,
};
const WIRE = { reference: 'CH-7KQ2M9XD', amount: 10_000 };
const offline = new ApiError('refused', 'gone', { code: 'NOT_FOUND' });

function eventsFor(snapshot: Snapshot): EventObject[] {
  const events: Array<EventObject & Record<string, unknown>> = [
    { type: 'topUp.method', method: 'card' },
    { type: 'topUp.method', method: 'wire' },
    { type: 'topUp.amount', cents: 10_000 },
    { type: 'topUp.amount', cents: 500 },
    { type: 'topUp.card', cardId: 'card1' },
    { type: 'topUp.submit' },
    { type: 'topUp.again' },
  ];
  // Only what the user can do in this state: the screen offers nothing else (no "again" on the form).
  const offered = events.filter(
    (event) =>
      snapshot.can(event as never) && (event.type !== 'topUp.card' || snapshot.context.method === 'card'),
  );
  events.length = 0;
  events.push(...offered);
  for (const id of runningInvokes(snapshot)) {
    if (id.includes('charging')) {
      events.push({ type: `xstate.done.actor.${id}`, output: CHARGED } as EventObject);
      events.push({ type: `xstate.done.actor.${id}`, output: DECLINED } as EventObject);
    } else events.push({ type: `xstate.done.actor.${id}`, output: WIRE } as EventObject);
    events.push({ type: `xstate.error.actor.${id}`, error: offline } as EventObject);
  }
  return events;
}

const serialize = (snapshot: Snapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.method,
    snapshot.context.amount,
    Object.keys(snapshot.context.fields),
    Boolean(snapshot.context.error),
  ]);

/** What the user sees in each state of the model. */
function expectShown(expected: Snapshot) {
  const { context } = expected;
  if (expected.matches('succeeded')) {
    expect(screen.getByText(/was added to your wallet\. Your card was charged \$104\.00/)).toBeTruthy();
    return;
  }
  if (expected.matches('declined')) {
    expect(
      screen.getByText(new RegExp(errors.codes.DECLINE_INSUFFICIENT_FUNDS.replace(/\./g, '\\.'))),
    ).toBeTruthy();
    return;
  }
  if (expected.matches('wireRequested')) {
    expect(screen.getByText(WIRE.reference)).toBeTruthy();
    expect(screen.getByText(emptyOverview.platform_bank.routing_number)).toBeTruthy();
    return;
  }
  const submit = screen.getByRole('button', {
    name:
      context.method === 'wire'
        ? en.wallet.topUp.requestWire
        : context.amount && context.amount > 0
          ? /^Pay \$/
          : en.wallet.topUp.payEmpty,
  });
  const busy = expected.hasTag('busy');
  expect(submit.getAttribute('aria-busy')).toBe(busy ? 'true' : null);
  if (context.method === 'card' && context.amount === 10_000) {
    expect(screen.getByText('$4.00')).toBeTruthy();
    expect(screen.getAllByText('$104.00').length).toBeGreaterThan(0);
  }
  if (context.fields.amount?.code === 'min')
    expect(screen.getByText(/^Use \$10(\.00)? or more$/)).toBeTruthy();
  else if (context.fields.amount) expect(screen.getByText(validation.required)).toBeTruthy();
  if (context.error) expect(screen.getByText(errors.codes.NOT_FOUND)).toBeTruthy();
}

async function userDoes(event: EventObject, settle: ReturnType<typeof deferredCall>['settle']) {
  const type = event.type;
  if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
    const id = type.replace(/^xstate\.(done|error)\.actor\./, '');
    await act(async () => {
      if (type.startsWith('xstate.done.')) settle(id, 'resolve', (event as { output?: unknown }).output);
      else settle(id, 'reject', (event as { error?: unknown }).error);
    });
    return;
  }
  await act(async () => {
    switch (type) {
      case 'topUp.method': {
        const method = (event as unknown as { method: string }).method;
        fireEvent.click(
          screen.getByRole('button', {
            name: method === 'wire' ? en.wallet.topUp.wire : en.wallet.topUp.card,
          }),
        );
        break;
      }
      case 'topUp.amount': {
        const cents = (event as unknown as { cents: number }).cents;
        fireEvent.change(screen.getByLabelText(new RegExp(`^${en.wallet.topUp.amount}`)), {
          target: { value: (cents / 100).toFixed(2) },
        });
        break;
      }
      case 'topUp.card':
        fireEvent.change(screen.getByLabelText(new RegExp(`^${en.wallet.topUp.payWith}`)), {
          target: { value: 'card1' },
        });
        break;
      case 'topUp.submit':
        fireEvent.click(
          screen.getByRole('button', { name: new RegExp(`^(${en.wallet.topUp.requestWire}|Pay)`) }),
        );
        break;
      case 'topUp.again':
        fireEvent.click(
          screen.getByRole('button', {
            name: new RegExp(
              `^(${en.wallet.topUp.again}|${en.wallet.topUp.tryAgain}|${en.wallet.wire.done})$`,
            ),
          }),
        );
        break;
    }
  });
}

describe('top-up machine on the wallet screen', () => {
  afterEach(() => cleanup());

  const model = createMachineTestModel(machine, {
    events: eventsFor as never,
    serializeState: serialize as never,
    input: { cardId: 'card1' },
  });
  // The screen starts the machine once the cards are known, with the default card chosen.
  const edges = edgePaths(model, serialize);

  it('walks every edge, the screen showing each state, and takes every transition', async () => {
    const taken = new Set<string>();
    for (const edge of edges) {
      // The same steps on a headless actor record which transitions the walk takes.
      const shadowCall = deferredCall();
      const shadow = createActor(
        machine.provide({
          actors: { chargeCard: shadowCall.logic as never, requestWire: shadowCall.logic as never },
        }),
        { input: { cardId: 'card1' }, inspect: recordTransitions(taken) },
      ).start();

      const call = deferredCall();
      const flows = {
        ...createMoneyFlows(
          fakeApi({
            WalletOverview: () => ({ WalletOverview: emptyOverview }),
            Cards: () => ({ Cards: [CARD] }),
          }),
          () => 't',
          liveHub(),
        ),
        topUp: machine.provide({
          actors: { chargeCard: call.logic as never, requestWire: call.logic as never },
        }),
      };
      const wallet = renderWalletScreen(flows);
      await waitFor(() =>
        expect(screen.getByLabelText(new RegExp(`^${en.wallet.topUp.payWith}`))).toBeTruthy(),
      );
      for (const [index, step] of edge.steps.entries()) {
        if (index > 0) {
          await userDoes(step.event, call.settle);
          const id = step.event.type.replace(/^xstate\.(done|error)\.actor\./, '');
          if (step.event.type.startsWith('xstate.done.actor.'))
            shadowCall.settle(id, 'resolve', (step.event as { output?: unknown }).output);
          else if (step.event.type.startsWith('xstate.error.actor.'))
            shadowCall.settle(id, 'reject', (step.event as { error?: unknown }).error);
          else shadow.send(step.event as never);
          for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
        }
        await waitFor(() => expectShown(step.state), { timeout: 2000 });
      }
      shadow.stop();
      wallet.unmount();
      cleanup();
    }
    expect(transitionKeys(machine).filter((key) => !taken.has(key))).toEqual([]);
  }, 120_000);
});
