/**
 * Model-based test of one product's page (/product/:id): every edge of the product machine is played on
 * ProductOverviewScreen in jsdom, the user's events as clicks and typing (retry, edit and save, delete and
 * confirm, cancel or Escape), the load, save and delete calls answered by the walk. After every step the state
 * gets its assertion on what the user sees (the loading overlay, the failure and its retry, not-found, the product,
 * the form with the refusal beside its field or in words, the busy button, the confirmation with a refusal that
 * stands, the toast and the way back to the list after a deletion), and each step must lead where the user
 * expects, whatever the machine says. The walk must take every transition of the machine.
 */
import { expect, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { productMachine, type ProductPage, type ProductSnapshot } from '../../src/machines/product';
import { describeScreenModel, screenModel, stateKey } from '../support/screen-model';
import {
  DELETE,
  FOUND,
  GLOW,
  LOAD,
  NOT_FOUND,
  SAVE,
  SAVED,
  inUse,
  nameMissing,
  offline,
  renderProductPage,
  type Ui,
} from './product-fixtures';
import en from '../../locales/en/products.json';
import errors from '../../locales/en/errors.json';

/** Where each step must lead, from the state before it (and a call's answer). */
function leadsTo(type: string, from: string, output?: unknown): string {
  if (type === `xstate.done.actor.${LOAD}`) return (output as ProductPage).product ? 'ready.idle' : 'missing';
  const table: Record<string, string> = {
    'product.retry': 'loading',
    'product.edit': 'ready.editing.open',
    'product.delete': 'ready.confirming.open',
    'product.save': 'ready.editing.saving',
    'product.confirm': 'ready.confirming.deleting',
    // Cancel closes a dialog, but not while its call runs (Escape then changes nothing).
    'product.cancel': from.endsWith('.open') ? 'ready.idle' : from,
    [`xstate.error.actor.${LOAD}`]: 'failed',
    [`xstate.done.actor.${SAVE}`]: 'ready.idle',
    [`xstate.error.actor.${SAVE}`]: 'ready.editing.open',
    [`xstate.done.actor.${DELETE}`]: 'deleted',
    [`xstate.error.actor.${DELETE}`]: 'ready.confirming.open',
  };
  return table[type]!;
}

/** Dialogs the user can use: one that is fading out after closing does not count. */
const openDialogs = () =>
  [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].filter(
    (element) => element.parentElement?.dataset.state !== 'leaving',
  );
const busyButton = (scope: HTMLElement, name: string) => {
  const button = within(scope).getByRole('button', { name }) as HTMLButtonElement;
  expect(button.getAttribute('aria-busy') === 'true' || button.disabled).toBe(true);
};

// Where the walk is and where its last step must lead; the toasts told since the page opened.
let at = '';
let expected: string | null = null;
let settle: (id: string, how: 'resolve' | 'reject', value: unknown) => void = () => {};
const doing = (action: () => void) => (_: Ui, event: EventObject) => {
  expected = leadsTo(event.type, at);
  action();
};
const answer = (id: string, how: 'resolve' | 'reject') => (_: Ui, event: EventObject) => {
  const value =
    how === 'resolve' ? (event as { output?: unknown }).output : (event as { error?: unknown }).error;
  expected = leadsTo(event.type, at, value);
  settle(id, how, value);
};

/** The page with its product: the name as last loaded or saved, and the toast of a save. */
function showsProduct(ui: Ui, snapshot: ProductSnapshot) {
  const name = snapshot.context.product!.name;
  expect(screen.getByRole('heading', { level: 1, name })).toBeTruthy();
  expect(screen.getAllByText(GLOW.brand.name).length).toBeGreaterThan(0);
  expect(ui.notices()).toEqual(name === SAVED.name ? [en.updated.replace('{{name}}', SAVED.name)] : []);
}
/** A refusal told in the dialog, or none. */
function tellsRefusal(scope: HTMLElement, snapshot: ProductSnapshot) {
  const error = snapshot.context.error;
  if (!error) expect(within(scope).queryByRole('alert')).toBeNull();
  else if (error.code === 'PRODUCT_IN_USE')
    expect(within(scope).getByText(errors.codes.PRODUCT_IN_USE)).toBeTruthy();
  else if (error.kind === 'input') expect(within(scope).getByText('This field is required')).toBeTruthy();
  else expect(within(scope).getByText(errors.dialogOffline)).toBeTruthy();
}

const model = screenModel<typeof productMachine, Ui>({
  machine: productMachine,
  input: { id: 'p1' },
  userEvents: (snapshot) => {
    if (snapshot.matches('failed')) return [{ type: 'product.retry' }];
    if (snapshot.matches({ ready: 'idle' })) return [{ type: 'product.edit' }, { type: 'product.delete' }];
    if (snapshot.matches({ ready: { editing: 'open' } }))
      return [{ type: 'product.save', values: {} } as EventObject, { type: 'product.cancel' }];
    if (snapshot.matches({ ready: { confirming: 'open' } }))
      return snapshot.context.error?.kind === 'refused'
        ? [{ type: 'product.cancel' }]
        : [{ type: 'product.confirm' }, { type: 'product.cancel' }];
    if (snapshot.hasTag('busy')) return [{ type: 'product.cancel' }];
    return [];
  },
  answers: {
    [LOAD]: { outputs: () => [FOUND, NOT_FOUND], errors: [offline] },
    [SAVE]: { outputs: () => [SAVED], errors: [nameMissing, offline] },
    [DELETE]: { outputs: () => [true], errors: [inUse, offline] },
  },
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.product?.name ?? null,
      snapshot.context.error?.code ?? snapshot.context.error?.kind ?? null,
      snapshot.context.loadError?.kind ?? null,
    ]),
  render: ({ call, inspect, settle: settleCall }) => {
    at = '';
    expected = null;
    settle = settleCall;
    return renderProductPage(call, inspect);
  },
  actions: {
    [`xstate.done.actor.${LOAD}`]: answer(LOAD, 'resolve'),
    [`xstate.error.actor.${LOAD}`]: answer(LOAD, 'reject'),
    [`xstate.done.actor.${SAVE}`]: answer(SAVE, 'resolve'),
    [`xstate.error.actor.${SAVE}`]: answer(SAVE, 'reject'),
    [`xstate.done.actor.${DELETE}`]: answer(DELETE, 'resolve'),
    [`xstate.error.actor.${DELETE}`]: answer(DELETE, 'reject'),
    'product.retry': doing(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' }))),
    'product.edit': doing(() => fireEvent.click(screen.getByRole('button', { name: en.overview.edit }))),
    // The page's own Delete, not the one of a confirmation still closing from an earlier step of the walk.
    'product.delete': doing(() => {
      const buttons = screen.getAllByRole('button', { name: en.overview.delete });
      fireEvent.click(buttons.find((button) => !button.closest('[role="alertdialog"]'))!);
    }),
    'product.save': doing(() => {
      const form = screen.getByRole('dialog', { name: 'Edit product' });
      fireEvent.change(within(form).getByLabelText(/^Product name/), { target: { value: SAVED.name } });
      fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    }),
    'product.confirm': doing(() =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' })),
    ),
    'product.cancel': doing(() => {
      const [open] = openDialogs();
      const cancel = within(open!).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
      if (cancel.disabled) fireEvent.keyDown(open!, { key: 'Escape' });
      else fireEvent.click(cancel);
    }),
  },
  states: Object.fromEntries(
    Object.entries({
      loading: () => expect(screen.getByText('Loading…')).toBeTruthy(),
      failed: () => {
        expect(screen.getByText(en.failed)).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      },
      missing: () => {
        expect(screen.getByRole('heading', { level: 1, name: en.overview.notFound.title })).toBeTruthy();
        expect(screen.getByRole('link', { name: en.overview.notFound.action }).getAttribute('href')).toBe(
          '/products',
        );
      },
      'ready.idle': (ui: Ui, snapshot: ProductSnapshot) => {
        expect(openDialogs()).toEqual([]);
        showsProduct(ui, snapshot);
      },
      'ready.editing.open': (ui: Ui, snapshot: ProductSnapshot) => {
        showsProduct(ui, snapshot);
        const form = screen.getByRole('dialog', { name: 'Edit product' });
        tellsRefusal(form, snapshot);
        const name = (within(form).getByLabelText(/^Product name/) as HTMLInputElement).value;
        // A refused save keeps what was typed; a new edit starts from the product.
        expect(name).toBe(snapshot.context.error ? SAVED.name : snapshot.context.product!.name);
      },
      'ready.editing.saving': (ui: Ui, snapshot: ProductSnapshot) => {
        showsProduct(ui, snapshot);
        busyButton(screen.getByRole('dialog', { name: 'Edit product' }), 'Save changes');
      },
      'ready.confirming.open': (ui: Ui, snapshot: ProductSnapshot) => {
        showsProduct(ui, snapshot);
        const dialog = screen.getByRole('alertdialog', { name: `Delete ${snapshot.context.product!.name}?` });
        tellsRefusal(dialog, snapshot);
        const remove = within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
        // A refusal stands: Delete is off until the dialog is opened again; a lost connection may be retried.
        expect(remove.disabled).toBe(snapshot.context.error?.kind === 'refused');
      },
      'ready.confirming.deleting': (ui: Ui, snapshot: ProductSnapshot) => {
        showsProduct(ui, snapshot);
        busyButton(screen.getByRole('alertdialog'), 'Delete');
      },
      deleted: (ui: Ui, snapshot: ProductSnapshot) => {
        expect(ui.path()).toBe('/products');
        expect(ui.notices()).toEqual([en.deleted.replace('{{name}}', snapshot.context.product!.name)]);
      },
    }).map(([key, assertion]) => [
      key,
      // Every state also checks that the step into it led where the user expects, then remembers it.
      (ui: Ui, snapshot: ProductSnapshot) => {
        if (expected) expect(stateKey(snapshot), 'where the step led').toBe(expected);
        if (key !== 'deleted') expect(ui.path()).toBe('/product/p1');
        (assertion as (ui: Ui, snapshot: ProductSnapshot) => void)(ui, snapshot);
        at = key;
      },
    ]),
  ),
  advance: async (ms) => {
    vi.advanceTimersByTime(ms);
  },
});

describeScreenModel('one product on its page (model-based)', model, {
  shows: 'page',
  covers: 'the product machine on its page',
  moreEdgesThan: 20,
  timeout: 300_000,
  fakeTimers: true,
});
