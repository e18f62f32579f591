/**
 * Model-based test of the payment-methods flow through its screen (/account/payment-methods): every edge of the
 * machine is played on PaymentMethodsScreen in jsdom, the user's events as clicks and typing (adding a card with
 * its billing address, a form the rules refuse, making a card the default, deleting one after confirming), the
 * calls answered by the walk; after every step the state gets its assertion on what the user sees (the cards,
 * the empty or failed state, the open form with its errors, the busy button, the confirmation, the refusal). The
 * helper fails on a reachable state without assertion and on a transition never taken.
 */
import { expect, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import {
  paymentMethodsMachine,
  type PaymentMethodsSnapshot,
  type SavedCard,
} from '../../src/machines/payment-methods';
import { ApiError } from '../../src/domain/api-error';
import { PaymentMethodsScreen } from '../../src/screens/payment-methods/payment-methods.screen';
import { createMoneyFlows } from '../../src/app/actors/money';
import { liveHub } from '../support/live-hub';
import { renderScreen } from '../support/render-app';
import { fakeApi } from '../support/fake-api';
import { describeScreenModel, screenModel } from '../support/screen-model';
import en from '../../locales/en/money.json';
import errors from '../../locales/en/errors.json';

const VISA: SavedCard = {
  id: 'c1',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2031,
  cardholder_name: 'Ada Lovelace',
  is_default: true,
};
const MASTERCARD: SavedCard = { ...VISA, id: 'c2', brand: 'mastercard', last4: '4444', is_default: false };
const AMEX: SavedCard = { ...VISA, id: 'c3', brand: 'amex', last4: '0005', is_default: false };
const NAMES: Record<string, string> = { c1: 'Visa', c2: 'Mastercard', c3: 'American Express' };

const offline = new ApiError('network', 'Failed to fetch');
const declined = new ApiError('refused', 'declined', { code: 'DECLINE_CARD_DECLINED' });
const inUse = new ApiError('refused', 'in use', { code: 'CARD_IN_USE' });
const gone = new ApiError('refused', 'gone', { code: 'NOT_FOUND' });

const VALID = {
  number: '4242 4242 4242 4242',
  expiry: '12/31',
  cvc: '123',
  cardholder_name: 'Ada Lovelace',
  address_name: 'Head office',
  address: '1 Main Street',
  city: 'Austin',
  state: 'TX',
  country: 'US',
  zip_code: '78701',
};
const INVALID = { ...VALID, zip_code: '787', cvc: '1' };
const form = en.paymentMethods.form;
const LABELS: Record<keyof typeof VALID, string> = {
  number: form.number,
  expiry: form.expiry,
  cvc: form.cvc,
  cardholder_name: form.cardholder,
  address_name: form.addressName,
  address: form.address,
  city: form.city,
  state: form.state,
  country: form.country,
  zip_code: form.zip,
};

type Ui = Record<string, never>;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by the start of its label (the label also carries the required mark). */
const labelled = (label: string) => new RegExp(`^${escaped(label)}`);

/** Dialogs the user can use: one that is fading out after closing does not count. */
const openDialogs = () =>
  [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].filter(
    (element) => element.parentElement?.dataset.state !== 'leaving',
  );
const noDialog = () => expect(openDialogs()).toEqual([]);
const dialog = () => screen.getByRole('dialog', { name: form.title });
const alertDialog = () => screen.getByRole('alertdialog', { name: en.paymentMethods.deleteTitle });

/** The saved cards, each with its brand and last 4, the default marked and offered no "Make default". */
function showsCards(snapshot: PaymentMethodsSnapshot) {
  const { cards } = snapshot.context;
  if (cards.length === 0) {
    expect(screen.getByRole('heading', { name: en.paymentMethods.empty.title })).toBeTruthy();
    return;
  }
  for (const card of cards) {
    const tile = screen.getByLabelText(new RegExp(`^${NAMES[card.id]}.*${card.last4}`));
    expect(within(tile).getByText(`${NAMES[card.id]} •••• ${card.last4}`)).toBeTruthy();
    expect(within(tile).queryByText(en.paymentMethods.default) !== null).toBe(card.is_default);
    expect(within(tile).queryByRole('button', { name: en.paymentMethods.makeDefault }) === null).toBe(
      card.is_default,
    );
  }
  expect(screen.getAllByRole('listitem')).toHaveLength(cards.length);
}

const busyButton = (scope: HTMLElement, name: string) => {
  const button = within(scope).getByRole('button', { name }) as HTMLButtonElement;
  expect(button.getAttribute('aria-busy') === 'true' || button.disabled).toBe(true);
};

const model = screenModel<typeof paymentMethodsMachine, Ui>({
  machine: paymentMethodsMachine,
  userEvents: (snapshot) => {
    if (snapshot.matches('failed')) return [{ type: 'cards.retry' }];
    const { cards, error } = snapshot.context;
    if (snapshot.matches({ ready: 'idle' })) {
      // A third card at most, so that the walk ends; the second card is made default or deleted.
      const events: EventObject[] = [];
      if (!cards.some((card) => card.id === AMEX.id)) events.push({ type: 'cards.add' });
      const second = cards.find((card) => card.id === MASTERCARD.id);
      if (second && !second.is_default)
        events.push({ type: 'cards.setDefault', id: second.id } as EventObject);
      if (second) events.push({ type: 'cards.delete', id: second.id } as EventObject);
      return events;
    }
    if (snapshot.matches({ ready: { adding: 'editing' } }))
      return [
        { type: 'cards.save', values: VALID } as EventObject,
        { type: 'cards.save', values: INVALID } as EventObject,
        { type: 'cards.cancel' },
      ];
    if (snapshot.matches({ ready: 'confirming' })) {
      // A card a campaign pays with cannot be deleted: the button stays off after that refusal.
      const events: EventObject[] = [{ type: 'cards.cancel' }];
      if (error?.kind !== 'refused') events.push({ type: 'cards.confirm' });
      return events;
    }
    // While a card is saved Cancel is off; Escape still asks, and the flow ignores it.
    if (snapshot.matches({ ready: { adding: 'saving' } })) return [{ type: 'cards.cancel' }];
    return [];
  },
  answers: {
    '0.paymentMethods.loading': { outputs: () => [[VISA, MASTERCARD], []], errors: [offline] },
    '0.paymentMethods.ready.adding.saving': { outputs: () => [AMEX], errors: [declined, offline] },
    '0.paymentMethods.ready.deleting': {
      outputs: (snapshot) => [
        snapshot.context.cards.filter((card) => card.id !== snapshot.context.target?.id),
      ],
      errors: [inUse],
    },
    '0.paymentMethods.ready.settingDefault': {
      outputs: (snapshot) => [
        snapshot.context.cards.map((card) => ({
          ...card,
          is_default: card.id === snapshot.context.target?.id,
        })),
      ],
      errors: [gone],
    },
  },
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.cards.map((card) => `${card.id}${card.is_default ? '*' : ''}`),
      snapshot.context.target?.id ?? null,
      Object.keys(snapshot.context.fields).sort(),
      snapshot.context.error?.code ?? snapshot.context.error?.kind ?? null,
    ]),
  render: ({ call, inspect }) => {
    const machine = paymentMethodsMachine.provide({
      actors: {
        loadCards: call as never,
        saveCard: call as never,
        setDefault: call as never,
        deleteCard: call as never,
      },
    });
    const flows = { ...createMoneyFlows(fakeApi(), () => 't', liveHub()), paymentMethods: machine };
    const view = renderScreen(<PaymentMethodsScreen />, { inspect, path: '/account/payment-methods', flows });
    return { ui: {}, unmount: view.unmount };
  },
  actions: {
    'cards.retry': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
    'cards.add': () => fireEvent.click(screen.getAllByRole('button', { name: en.paymentMethods.add })[0]!),
    'cards.setDefault': () =>
      fireEvent.click(
        within(screen.getByLabelText(/^Mastercard/)).getByRole('button', {
          name: en.paymentMethods.makeDefault,
        }),
      ),
    'cards.delete': () =>
      fireEvent.click(
        within(screen.getByLabelText(/^Mastercard/)).getByRole('button', { name: en.paymentMethods.delete }),
      ),
    'cards.save': (_, event) => {
      const values = (event as unknown as { values: typeof VALID }).values;
      const scope = dialog();
      for (const [name, label] of Object.entries(LABELS))
        fireEvent.change(within(scope).getByLabelText(labelled(label)), {
          target: { value: values[name as keyof typeof VALID] },
        });
      fireEvent.click(within(scope).getByRole('button', { name: form.save }));
    },
    'cards.confirm': () => fireEvent.click(within(alertDialog()).getByRole('button', { name: 'Delete' })),
    'cards.cancel': () => {
      const [open] = openDialogs();
      // The form's close button is also called Cancel: the footer's is the last.
      const cancel = within(open!).getAllByRole('button', { name: 'Cancel' }).at(-1) as HTMLButtonElement;
      if (cancel.disabled) fireEvent.keyDown(open!, { key: 'Escape' });
      else fireEvent.click(cancel);
    },
  },
  states: {
    loading: () => {
      expect(screen.getByRole('heading', { name: en.paymentMethods.title })).toBeTruthy();
      expect(screen.queryAllByRole('listitem')).toHaveLength(0);
      expect(
        (screen.getByRole('button', { name: en.paymentMethods.add }) as HTMLButtonElement).disabled,
      ).toBe(true);
    },
    failed: () => {
      expect(screen.getByText(en.paymentMethods.failed.title)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    },
    'ready.idle': (_, snapshot) => {
      noDialog();
      showsCards(snapshot);
      // A card that could not be made the default says so above the cards.
      if (snapshot.context.error) expect(screen.getByRole('alert').textContent).toBe(errors.codes.NOT_FOUND);
      else expect(screen.queryAllByRole('alert')).toHaveLength(0);
    },
    'ready.adding.editing': (_, snapshot) => {
      const scope = dialog();
      const { fields, error } = snapshot.context;
      // Each field the rules refused is marked and told, the others not.
      for (const [name, label] of Object.entries(LABELS))
        expect(within(scope).getByLabelText(labelled(label)).getAttribute('aria-invalid') === 'true').toBe(
          name in fields,
        );
      if (error?.code === 'DECLINE_CARD_DECLINED')
        expect(within(scope).getByText(errors.codes.DECLINE_CARD_DECLINED)).toBeTruthy();
      else if (error) expect(within(scope).getAllByRole('alert').length).toBeGreaterThan(0);
      if (!error && Object.keys(fields).length === 0)
        expect((within(scope).getByLabelText(labelled(form.number)) as HTMLInputElement).value).toBe('');
    },
    'ready.adding.saving': () => busyButton(dialog(), form.save),
    'ready.confirming': (_, snapshot) => {
      const scope = alertDialog();
      expect(within(scope).getByText(new RegExp(`Mastercard ending in ${MASTERCARD.last4}`))).toBeTruthy();
      if (snapshot.context.error?.code === 'CARD_IN_USE') {
        expect(within(scope).getByText(errors.codes.CARD_IN_USE)).toBeTruthy();
        expect((within(scope).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(
          true,
        );
      }
    },
    'ready.deleting': () => busyButton(alertDialog(), 'Delete'),
    'ready.settingDefault': (_, snapshot) => {
      noDialog();
      expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
      showsCards(snapshot);
    },
  },
  advance: async (ms) => {
    vi.advanceTimersByTime(ms);
  },
});

describeScreenModel('payment-methods flow on its screen (model-based)', model, {
  shows: 'screen',
  covers: 'the payment-methods machine on the screen',
  moreEdgesThan: 15,
  timeout: 240_000,
  fakeTimers: true,
});
