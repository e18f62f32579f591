/**
 * Model-based test of the brands flow through its screen (/brands): every edge of the brands machine is played
 * on BrandListingScreen in jsdom, the user's events as clicks and typing, the calls answered by the walk; after
 * every step the state gets its assertion on what the user sees (the heading, the cards or the empty state, the
 * open dialog, the busy button, the refusal). The helper fails on a reachable state without assertion and on a
 * transition never taken.
 */
import { expect, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { brandsMachine, type Brand, type BrandsSnapshot } from '../../src/machines/brands';
import { ApiError } from '../../src/domain/api-error';
import { BrandListingScreen } from '../../src/screens/brand-listing/brand-listing.screen';
import { renderScreen } from '../support/render-app';
import { describeScreenModel, screenModel } from '../support/screen-model';

const NORTHWIND: Brand = {
  id: 'b1',
  name: 'Northwind',
  description: 'Outdoor gear for all',
  products_count: 2,
  created_at: '2026-01-01T00:00:00.000Z',
};
const offline = new ApiError('network', 'Failed to fetch');
const hasProducts = new ApiError('refused', 'Brand has products', { code: 'BRAND_HAS_PRODUCTS' });
const nameTaken = new ApiError('input', 'bad', { fields: { name: { code: 'brandNameTaken' } } });

type Ui = Record<string, never>;

const dialog = () => screen.getByRole('dialog');
const alertDialog = () => screen.getByRole('alertdialog');
/** Dialogs the user can use: one that is fading out after closing does not count. */
const openDialogs = () =>
  [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].filter(
    (element) => element.parentElement?.dataset.state !== 'leaving',
  );
const noDialog = () => expect(openDialogs()).toEqual([]);
const showsList = (snapshot: BrandsSnapshot) => {
  if (snapshot.context.brands.length === 0)
    expect(screen.getByRole('heading', { name: 'Create your first brand' })).toBeTruthy();
  else expect(screen.getByRole('heading', { name: 'Northwind' })).toBeTruthy();
};
const busyButton = (scope: HTMLElement, name: string) => {
  const button = within(scope).getByRole('button', { name }) as HTMLButtonElement;
  expect(button.getAttribute('aria-busy') === 'true' || button.disabled).toBe(true);
};
/** The refusal of the last call, told inside its dialog. */
const tellsRefusal = (scope: HTMLElement, snapshot: BrandsSnapshot) => {
  const error = snapshot.context.error;
  if (!error) return;
  const text = {
    BRAND_HAS_PRODUCTS: 'This brand still has products. Move or delete them first.',
  }[error.code ?? ''];
  if (text) expect(within(scope).getByText(text)).toBeTruthy();
  else if (error.kind === 'input')
    expect(within(scope).getByText('You already have a brand with this name')).toBeTruthy();
  else expect(within(scope).getAllByRole('alert').length).toBeGreaterThan(0);
};

const model = screenModel<typeof brandsMachine, Ui>({
  machine: brandsMachine,
  userEvents: (snapshot) => {
    if (snapshot.matches('failed')) return [{ type: 'brands.retry' }];
    if (snapshot.matches({ ready: 'idle' })) {
      const events: EventObject[] = [{ type: 'brands.create' }];
      if (snapshot.context.brands.length > 0)
        events.push(
          { type: 'brands.edit', brand: NORTHWIND } as EventObject,
          { type: 'brands.delete', brand: NORTHWIND } as EventObject,
        );
      return events;
    }
    if (snapshot.matches({ ready: { editing: 'open' } }))
      return [
        { type: 'brands.save', values: { name: 'Northwind', description: 'Outdoor gear for all' } },
        { type: 'brands.cancel' },
      ];
    if (snapshot.matches({ ready: { confirming: 'open' } })) {
      // A brand that still has products cannot be deleted: the button stays off after that refusal.
      const events: EventObject[] = [{ type: 'brands.cancel' }];
      if (snapshot.context.error?.code !== 'BRAND_HAS_PRODUCTS') events.push({ type: 'brands.confirm' });
      return events;
    }
    // While a save or deletion is in flight Cancel is off; Escape still asks, and the flow ignores it.
    if (snapshot.hasTag('busy')) return [{ type: 'brands.cancel' }];
    return [];
  },
  answers: {
    '0.brands.loading': { outputs: () => [[], [NORTHWIND]], errors: [offline] },
    '0.brands.ready.refreshing': { outputs: () => [[NORTHWIND]], errors: [offline] },
    '0.brands.ready.editing.saving': { outputs: () => [NORTHWIND], errors: [nameTaken, offline] },
    '0.brands.ready.confirming.deleting': { outputs: () => [true], errors: [hasProducts] },
  },
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.brands.length,
      snapshot.context.editing?.id ?? null,
      snapshot.context.deleting?.id ?? null,
      snapshot.context.error?.code ?? snapshot.context.error?.kind ?? null,
    ]),
  render: ({ call, inspect }) => {
    const machine = brandsMachine.provide({
      actors: { loadBrands: call as never, saveBrand: call as never, deleteBrand: call as never },
    });
    const view = renderScreen(<BrandListingScreen />, { flows: { brands: machine }, inspect });
    return { ui: {}, unmount: view.unmount };
  },
  actions: {
    'brands.retry': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
    'brands.create': () =>
      fireEvent.click(screen.getAllByRole('button', { name: /New brand|Create a brand/ })[0]!),
    'brands.edit': () => fireEvent.click(screen.getByRole('button', { name: 'Edit Northwind' })),
    'brands.delete': () => fireEvent.click(screen.getByRole('button', { name: 'Delete Northwind' })),
    'brands.save': () => {
      const form = dialog();
      fireEvent.change(within(form).getByLabelText(/Brand name/), { target: { value: 'Southwind' } });
      fireEvent.change(within(form).getByLabelText(/Description/), {
        target: { value: 'Outdoor gear for all' },
      });
      fireEvent.click(within(form).getByRole('button', { name: /Create brand|Save changes/ }));
    },
    'brands.confirm': () => fireEvent.click(within(alertDialog()).getByRole('button', { name: 'Delete' })),
    'brands.cancel': () => {
      const [open] = openDialogs();
      const cancel = within(open!).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
      if (cancel.disabled) fireEvent.keyDown(open!, { key: 'Escape' });
      else fireEvent.click(cancel);
    },
  },
  states: {
    loading: () =>
      expect(screen.getByRole('list', { name: 'Loading…' }).getAttribute('aria-busy')).toBe('true'),
    failed: () => {
      expect(screen.getByText('We could not load your brands')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    },
    'ready.idle': (_, snapshot) => {
      noDialog();
      showsList(snapshot);
    },
    'ready.refreshing': (_, snapshot) => {
      noDialog();
      showsList(snapshot);
    },
    'ready.editing.open': (_, snapshot) => {
      const form = screen.getByRole('dialog', {
        name: snapshot.context.editing ? 'Edit brand' : 'New brand',
      });
      tellsRefusal(form, snapshot);
    },
    'ready.editing.saving': (_, snapshot) =>
      busyButton(dialog(), snapshot.context.editing ? 'Save changes' : 'Create brand'),
    'ready.confirming.open': (_, snapshot) => {
      const confirm = screen.getByRole('alertdialog', { name: 'Delete Northwind?' });
      tellsRefusal(confirm, snapshot);
    },
    'ready.confirming.deleting': () => busyButton(alertDialog(), 'Delete'),
  },
  advance: async (ms) => {
    vi.advanceTimersByTime(ms);
  },
});

describeScreenModel('brands flow on its screen (model-based)', model, {
  shows: 'screen',
  covers: 'the brands machine on the screen',
  moreEdgesThan: 20,
  timeout: 120_000,
  fakeTimers: true,
});
