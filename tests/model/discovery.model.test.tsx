/**
 * Model-based test of creators discovery on its screen (/campaign/:id/creators-discovery): every edge of the
 * discovery machine the screen can reach is played on CreatorsDiscoveryScreen in jsdom, the user's events as
 * typing and clicks (search, a filter, the next page, clearing, the portfolio and its items, hiring for a chosen
 * product), the calls answered by the walk and the search's pause on a fake clock. After every step each region
 * of the state gets its assertion on what the user sees (the list, busy or failed, with its query in the address;
 * the portfolio and the item shown large; the hire dialog, busy, with its refusal; the places left and the toast
 * of a hire), and each step must lead where the user expects, whatever the machine says.
 */
import { expect, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { discoveryMachine, type DiscoverySnapshot } from '../../src/machines/discovery';
import { discoverySearchString } from '../../src/machines/discovery-query';
import { SEARCH_DEBOUNCE_MS } from '../../src/machines/products';
import { ApiError } from '../../src/domain/api-error';
import { describeScreenModel, screenModel } from '../support/screen-model';
import * as fx from './discovery-fixtures';
import en from '../../locales/en/discovery.json';

type Snapshot = DiscoverySnapshot;
type Check = (ui: fx.Ui, snapshot: Snapshot) => void;
const offline = new ApiError('network', 'Failed to fetch');
const noPlace = new ApiError('refused', 'No place', { code: 'DEAL_NO_SLOTS_LEFT' });
/** Transitions no screen can take: the open portfolio is modal. */
const NOT_ON_SCREEN = ['discovery.ready.portfolio.open|portfolio.open|0'];

/** Where each step must lead, as a region of the state and its value. */
const LEADS: Record<string, [string, unknown]> = {
  'discovery.search': ['list', 'debouncing'],
  'discovery.filter': ['list', 'loading'],
  'discovery.page': ['list', 'loading'],
  'discovery.reset': ['list', 'loading'],
  paused: ['list', 'loading'],
  [`xstate.done.actor.${fx.LOAD_CREATORS}`]: ['list', 'idle'],
  [`xstate.error.actor.${fx.LOAD_CREATORS}`]: ['list', 'failed'],
  'portfolio.open': ['portfolio', { open: 'items' }],
  'portfolio.view': ['portfolio', { open: 'viewing' }],
  'portfolio.back': ['portfolio', { open: 'items' }],
  'portfolio.close': ['portfolio', 'closed'],
  'hire.start': ['hire', 'confirming'],
  'hire.product': ['hire', 'confirming'],
  'hire.confirm': ['hire', 'hiring'],
  'hire.cancel': ['hire', 'idle'],
  [`xstate.done.actor.${fx.HIRE}`]: ['hire', 'idle'],
  [`xstate.error.actor.${fx.HIRE}`]: ['hire', 'confirming'],
  'discovery.refresh': ['campaign', 'reloading'],
  // Reloaded or not, the page goes on showing the places it knows.
  [`xstate.done.actor.${fx.RELOAD_CAMPAIGN}`]: ['campaign', 'idle'],
  [`xstate.error.actor.${fx.RELOAD_CAMPAIGN}`]: ['campaign', 'idle'],
};
let led: ((snapshot: Snapshot) => boolean) | null = null;
let settle: (id: string, how: 'resolve' | 'reject', value: unknown) => void = () => {};
function expectLed(type: string, from: Snapshot | null) {
  const lead = LEADS[type];
  if (lead) led = (snapshot) => snapshot.matches({ ready: { [lead[0]]: lead[1] } } as never);
  else if (type === 'discovery.retry')
    led = from?.matches('failed')
      ? (snapshot) => snapshot.matches('loading')
      : (snapshot) => snapshot.matches({ ready: { list: 'loading' } });
  else if (type === `xstate.done.actor.${fx.LOAD_CAMPAIGN}`)
    led = (snapshot) => snapshot.matches({ ready: { list: 'loading' } });
  else led = (snapshot) => snapshot.matches('failed');
}
let last: Snapshot | null = null;
const doing = (action: (event: EventObject, ui: fx.Ui) => void) => (ui: fx.Ui, event: EventObject) => {
  expectLed(event.type, last);
  action(event, ui);
};
const answer = (id: string, how: 'resolve' | 'reject') => (_: fx.Ui, event: EventObject) => {
  expectLed(event.type, last);
  const value = event as { output?: unknown; error?: unknown };
  settle(id, how, how === 'resolve' ? value.output : value.error);
};
const click = (name: string | RegExp, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name }));
const hireDialog = () => screen.queryByRole('dialog', { name: /^Hire Creator/ });
const portfolio = () => screen.queryByRole('dialog', { name: /^Portfolio of/ });

const LIST: Record<string, Check> = {
  loading: () => expect(screen.getByRole('list', { name: en.title }).getAttribute('aria-busy')).toBe('true'),
  debouncing: () =>
    expect(screen.getByRole('list', { name: en.title }).getAttribute('aria-busy')).toBe('true'),
  failed: () => expect(screen.getByText(en.failed)).toBeTruthy(),
  idle: (_, snapshot) => {
    const { creators, query } = snapshot.context;
    if (creators.length === 0)
      expect(screen.getByText(query.search ? en.noResults.title : en.noFit.title)).toBeTruthy();
    else expect(screen.getByRole('list', { name: en.title }).getAttribute('aria-busy')).toBeNull();
    for (const creator of creators) expect(screen.getByRole('heading', { name: creator.name })).toBeTruthy();
  },
};
const PORTFOLIO: Record<string, Check> = {
  closed: () => expect(portfolio()).toBeNull(),
  'open.items': (_, snapshot) => {
    const name = snapshot.context.portfolio!.name;
    expect(within(portfolio()!).getByRole('heading', { name: `Portfolio of ${name}` })).toBeTruthy();
    expect(within(portfolio()!).queryByRole('img', { name: /^Work \d of/ })).toBeNull();
  },
  'open.viewing': (_, snapshot) => {
    const { portfolio: creator, itemId } = snapshot.context;
    const position = creator!.portfolio.findIndex((item) => item.id === itemId) + 1;
    expect(
      within(portfolio()!).getByRole('img', { name: `Work ${position} of ${creator!.name}` }),
    ).toBeTruthy();
  },
};
const HIRE: Record<string, Check> = {
  idle: () => expect(hireDialog()).toBeNull(),
  confirming: (_, snapshot) => {
    const dialog = hireDialog()!;
    const { campaign, productId } = snapshot.context;
    // A choice of product only while more than one has places; else the one that has is the deal's.
    const open = campaign!.products.filter((line) => line.slots_left > 0);
    const product = within(dialog).queryByRole('combobox', {
      name: en.hire.product,
    }) as HTMLSelectElement | null;
    if (open.length > 1) expect(product?.value).toBe(productId);
    else expect([product, productId]).toEqual([null, open[0]!.product.id]);
    expect(Boolean(within(dialog).queryByRole('alert'))).toBe(Boolean(snapshot.context.hireError));
    expect(
      within(dialog).getByRole('button', { name: en.hire.confirm }).getAttribute('aria-busy'),
    ).toBeNull();
  },
  hiring: () =>
    expect(
      within(hireDialog()!).getByRole('button', { name: en.hire.confirm }).getAttribute('aria-busy'),
    ).toBe('true'),
};

/** What every state of the ready page shows: the places left, the query in the address, the toast of a hire. */
const page: Check = (ui, snapshot) => {
  const { campaign, query } = snapshot.context;
  expect(screen.getByRole('status').textContent).toContain(`${campaign!.slots_left} of 2 places left`);
  if (!snapshot.matches({ ready: { list: 'debouncing' } }))
    expect(ui.path()).toBe(`/campaign/k1/creators-discovery?${discoverySearchString(query)}`);
  // A toast for each hire made on this page; one made elsewhere arrives as places and a hired card.
  expect(ui.notices().length).toBe(campaign!.hired_creator_ids.filter((id) => id !== fx.ELSEWHERE).length);
  if (campaign!.hired_creator_ids.includes(fx.ELSEWHERE))
    expect(screen.queryByRole('button', { name: 'Hire Creator 2' })).toBeNull();
};
const states: Record<string, Check> = {
  loading: () =>
    expect(screen.getByRole('list', { name: 'Loading…' }).getAttribute('aria-busy')).toBe('true'),
  failed: () => expect(screen.getByText(en.campaignFailed)).toBeTruthy(),
};
for (const place of ['idle', 'reloading'])
  for (const [list, onList] of Object.entries(LIST))
    for (const [folio, onFolio] of Object.entries(PORTFOLIO))
      for (const [hire, onHire] of Object.entries(HIRE))
        states[`ready.list.${list}+ready.campaign.${place}+ready.portfolio.${folio}+ready.hire.${hire}`] = (
          ui,
          s,
        ) => {
          page(ui, s);
          onList(ui, s);
          onFolio(ui, s);
          onHire(ui, s);
        };

const model = screenModel<typeof discoveryMachine, fx.Ui>({
  machine: discoveryMachine,
  input: { campaignId: 'k1', query: null },
  userEvents: (snapshot) => {
    if (snapshot.matches('failed')) return [{ type: 'discovery.retry' }];
    if (!snapshot.matches('ready')) return [];
    const { creators, query, productId, itemId, campaign } = snapshot.context;
    if (snapshot.matches({ ready: { hire: 'hiring' } })) return [];
    if (snapshot.matches({ ready: { hire: 'confirming' } }))
      return [
        ...(productId === 'p1' && !campaign!.hired_creator_ids.includes(fx.ELSEWHERE)
          ? [{ type: 'hire.product', productId: 'p2' }]
          : []),
        { type: 'hire.confirm' },
        { type: 'hire.cancel' },
      ];
    if (snapshot.matches({ ready: { portfolio: { open: 'items' } } }))
      return [{ type: 'portfolio.view', itemId: 'i1a' } as EventObject, { type: 'portfolio.close' }];
    if (snapshot.matches({ ready: { portfolio: { open: 'viewing' } } }))
      return [
        ...(itemId === 'i1a' ? [{ type: 'portfolio.view', itemId: 'i1b' }] : []),
        { type: 'portfolio.back' },
        { type: 'portfolio.close' },
      ];
    if (snapshot.matches({ ready: { list: 'failed' } })) return [{ type: 'discovery.retry' }];
    if (!snapshot.matches({ ready: { list: 'idle' } })) return [];
    if (query.search) return [{ type: 'discovery.reset' }];
    if (query.page !== 1 || query.genders.length > 0) return [];
    // While the places reload, the page waits for them (the answer is the only step).
    if (snapshot.matches({ ready: { campaign: 'reloading' } })) return [];
    const first = creators.find((creator) => creator.id === 'cr1')!;
    const events: EventObject[] = [
      { type: 'discovery.search', search: 'zz' } as EventObject,
      { type: 'discovery.filter', filters: { genders: ['female'] } } as EventObject,
      { type: 'discovery.page', page: 2 } as EventObject,
      { type: 'portfolio.open', creator: first } as EventObject,
    ];
    if (!campaign!.hired_creator_ids.includes('cr1'))
      events.push({ type: 'hire.start', creator: first } as EventObject);
    // The world: a live notice about a deal of the campaign, before anyone was hired elsewhere.
    if (campaign!.hired_creator_ids.length === 0) events.push({ type: 'discovery.refresh' });
    return events;
  },
  answers: {
    [fx.LOAD_CAMPAIGN]: { outputs: () => [fx.CAMPAIGN], errors: [offline] },
    [fx.LOAD_CREATORS]: {
      outputs: (snapshot) =>
        snapshot.context.query.search
          ? [fx.NONE]
          : [snapshot.context.query.page === 2 ? fx.SECOND : fx.FIRST],
      errors: [offline],
    },
    [fx.HIRE]: { outputs: () => [fx.HIRED], errors: [noPlace, offline] },
    [fx.RELOAD_CAMPAIGN]: { outputs: () => [fx.HIRED_ELSEWHERE], errors: [offline] },
    [fx.LIVE]: { outputs: () => [], errors: [] },
  },
  serialize: (snapshot) => {
    const {
      query,
      creators,
      campaign,
      portfolio: folio,
      itemId,
      hiring,
      productId,
      hireError,
    } = snapshot.context;
    return JSON.stringify([
      snapshot.value,
      [query.search, query.page, query.genders, query.after],
      creators.map((creator) => creator.id),
      campaign?.hired_creator_ids ?? null,
      [folio?.id ?? null, itemId, hiring?.id ?? null, productId, hireError?.kind ?? null],
    ]);
  },
  render: ({ call, inspect, settle: settleCall }) => {
    led = null;
    last = null;
    settle = settleCall;
    return fx.renderDiscovery(call, inspect);
  },
  actions: {
    ...Object.fromEntries(
      [fx.LOAD_CAMPAIGN, fx.LOAD_CREATORS, fx.HIRE, fx.RELOAD_CAMPAIGN].flatMap((id) => [
        [`xstate.done.actor.${id}`, answer(id, 'resolve')],
        [`xstate.error.actor.${id}`, answer(id, 'reject')],
      ]),
    ),
    'discovery.retry': doing(() => click('Try again')),
    'discovery.search': doing(() =>
      fireEvent.change(screen.getByRole('searchbox', { name: en.searchLabel }), { target: { value: 'zz' } }),
    ),
    'discovery.filter': doing(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Female' }))),
    'discovery.page': doing(() => click(en.pagination.next)),
    'discovery.reset': doing(() => click(en.noResults.action)),
    'portfolio.open': doing(() => click('Open the portfolio of Creator 1')),
    'portfolio.view': doing((event) =>
      click(
        `Open image ${(event as unknown as { itemId: string }).itemId === 'i1a' ? 1 : 2} large`,
        portfolio()!,
      ),
    ),
    'portfolio.back': doing(() => click(en.portfolio.back, portfolio()!)),
    'portfolio.close': doing(() => click(en.portfolio.close, portfolio()!)),
    'hire.start': doing(() => click('Hire Creator 1')),
    'hire.product': doing(() =>
      fireEvent.change(within(hireDialog()!).getByRole('combobox', { name: en.hire.product }), {
        target: { value: 'p2' },
      }),
    ),
    'hire.confirm': doing(() => click(en.hire.confirm, hireDialog()!)),
    'hire.cancel': doing(() => click(en.hire.cancel, hireDialog()!)),
    'discovery.refresh': doing((_, ui) => act(() => ui.dealNotice())),
  },
  states: Object.fromEntries(
    Object.entries(states).map(([key, check]) => [
      key,
      (ui: fx.Ui, snapshot: Snapshot) => {
        if (led) expect(led(snapshot), `where the step led: ${JSON.stringify(snapshot.value)}`).toBe(true);
        check(ui, snapshot);
        last = snapshot;
      },
    ]),
  ),
  delays: { [SEARCH_DEBOUNCE_MS]: SEARCH_DEBOUNCE_MS },
  advance: async (ms) => {
    expectLed('paused', last);
    vi.advanceTimersByTime(ms);
  },
});

describeScreenModel('creators discovery on its screen (model-based)', model, {
  shows: 'page',
  covers: 'the discovery machine the screen can reach',
  moreEdgesThan: 30,
  timeout: 600_000,
  fakeTimers: true,
  untaken: NOT_ON_SCREEN,
});
