/**
 * Model-based test of the live listing machine through the two screens it drives: the content listing (/content:
 * filters, pages read on by cursor, the preview) and the deal listing (/deals: tabs, search as it is typed). Every
 * edge of the machine is played on each screen in jsdom, the user's events as clicks and typing, a live deal event
 * published on the app's live channel, the page loads answered by the walk and the search's pause on a fake clock.
 * After every step the state gets its assertion on what the user sees (the busy skeleton, the failure and its
 * retry, the items or the right empty state, the busy list, the preview, the query in the address), and each
 * step must lead where the user expects (a filter reloads at once, typing waits for the pause, a live event
 * reloads in place, a failed load shows the failure). The two walks together must take every transition.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { listingSearchString, type LiveListingSnapshot } from '../../src/machines/live-listing';
import { SEARCH_DEBOUNCE_MS } from '../../src/machines/products';
import { ApiError } from '../../src/domain/api-error';
import { screenModel, stateKey } from '../support/screen-model';
import {
  CONTENT_FIRST,
  CONTENT_NONE,
  CONTENT_SECOND,
  DEALS_ALL,
  dealEvents,
  DEALS_FOUND,
  DEALS_NONE,
  LIVE,
  LOAD,
  RELOAD,
  machine,
  renderListing,
  type Ui,
} from './live-listing-fixtures';
import contentEn from '../../locales/en/contentListing.json';
import dealsEn from '../../locales/en/dealListing.json';

type Snapshot = LiveListingSnapshot;
type Page = { items: Array<{ id: string }>; next_cursor?: string | null };
const offline = new ApiError('network', 'Failed to fetch');
const CONTENT_DEFAULTS = { campaign: '', brand: '', kind: '', status: '', page: 1, after: '' };
const DEAL_DEFAULTS = { tab: 'all', search: '', page: 1, after: '' };

/** Where each thing the user (or the world) does must lead, whatever the machine says. */
const LEADS_TO: Record<string, string> = {
  'listing.query': 'ready.refreshing',
  'listing.search': 'ready.debouncing',
  'deal.live': 'ready.refreshing',
  'listing.retry': 'loading',
  paused: 'ready.refreshing',
  loaded: 'ready.idle',
  refused: 'failed',
};

const covered = new Set<string>();
const itemsOf = (snapshot: Snapshot) => (snapshot.context.page as Page | null)?.items ?? [];

function listingModel(kind: 'content' | 'deals') {
  const defaults = kind === 'content' ? CONTENT_DEFAULTS : DEAL_DEFAULTS;
  const en = kind === 'content' ? contentEn : dealsEn;
  // What the walk did last (see LEADS_TO); the address's path before its query.
  let did: string | null = null;
  let settle: (id: string, how: 'resolve' | 'reject', value: unknown) => void = () => {};
  const doing =
    (type: string, action: (event: EventObject) => void) =>
    (_: Ui, event: EventObject): void => {
      did = type;
      action(event);
    };
  const answer = (how: 'resolve' | 'reject') => (_: Ui, event: EventObject) => {
    did = how === 'resolve' ? 'loaded' : 'refused';
    const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
    const value = event as { output?: unknown; error?: unknown };
    settle(id, how, how === 'resolve' ? value.output : value.error);
  };
  const pagesFor = (snapshot: Snapshot): unknown[] => {
    const query = snapshot.context.query;
    if (kind === 'deals') return query.search ? [DEALS_FOUND, DEALS_NONE] : [DEALS_ALL];
    if (query.status) return [CONTENT_NONE];
    return [query.page === 2 ? CONTENT_SECOND : CONTENT_FIRST];
  };

  /** What every state shows alike: where the last step led, the query in the address, the preview. */
  function common(ui: Ui, snapshot: Snapshot) {
    if (did && LEADS_TO[did]) expect(stateKey(snapshot)).toBe(LEADS_TO[did]);
    const text = listingSearchString(snapshot.context.query, defaults);
    const path = kind === 'content' ? '/content' : '/deals';
    expect(ui.path()).toBe(text ? `${path}?${text}` : path);
    const open = screen.queryByRole('dialog');
    if (did === 'listing.open') expect(open).toBeTruthy();
    if (did === 'listing.close' || !snapshot.context.openId)
      expect(open === null || open.parentElement?.dataset.state === 'leaving').toBe(true);
    else expect(open?.textContent).toContain('Creator a · Spring glow');
  }
  /** The page's items, or the empty state that fits the query. */
  function showsPage(snapshot: Snapshot, busy: boolean) {
    const items = itemsOf(snapshot);
    const filtered = Boolean(snapshot.context.query.status || snapshot.context.query.search);
    if (items.length === 0 && !busy) {
      expect(screen.getByText(filtered ? en.noResults.title : en.empty.title)).toBeTruthy();
      return;
    }
    const tab = snapshot.context.query.tab === 'awaiting' ? dealsEn.tab.awaiting : dealsEn.tab.all;
    const list = screen.getByRole('list', { name: kind === 'content' ? contentEn.title : tab });
    expect(list.getAttribute('aria-busy')).toBe(busy ? 'true' : null);
    for (const item of items)
      if (kind === 'content')
        expect(screen.getByRole('heading', { name: `Creator ${item.id}` })).toBeTruthy();
      else
        expect(
          screen.getByRole('link', {
            name: item.id === 'd1' ? 'Open the deal with Maya' : 'Open the deal with Noah',
          }),
        ).toBeTruthy();
  }

  return screenModel<typeof machine, Ui>({
    machine,
    input: { query: defaults },
    covered,
    userEvents: (snapshot) => {
      if (snapshot.matches('failed')) return [{ type: 'listing.retry' }];
      const { query, openId } = snapshot.context;
      const items = itemsOf(snapshot);
      if (kind === 'content' && openId) return [{ type: 'listing.close' }];
      if (snapshot.matches({ ready: 'debouncing' }))
        return query.search === 'maya' ? [{ type: 'listing.search', query: { search: 'may', page: 1 } }] : [];
      if (!snapshot.matches({ ready: 'idle' })) return [];
      const events: EventObject[] = [{ type: 'deal.live' }];
      if (kind === 'deals') {
        if (!query.search && query.tab === 'all') {
          events.push({ type: 'listing.search', query: { search: 'maya', page: 1 } } as EventObject);
          events.push({ type: 'listing.query', query: { tab: 'awaiting', page: 1 } } as EventObject);
        } else if (items.length === 0)
          events.push({ type: 'listing.query', query: { tab: 'all', search: '', page: 1 } } as EventObject);
        return events;
      }
      if (items.some((item) => item.id === 'a'))
        events.push({ type: 'listing.open', id: 'a' } as EventObject);
      if (query.status) events.push({ type: 'listing.query', query: { status: '' } } as EventObject);
      else if (query.page === 1) {
        events.push({ type: 'listing.query', query: { status: 'denied' } } as EventObject);
        events.push({ type: 'listing.query', query: { page: 2 } } as EventObject);
      } else events.push({ type: 'listing.query', query: { page: 1 } } as EventObject);
      return events;
    },
    answers: {
      [LIVE]: { outputs: () => [], errors: [] },
      [LOAD]: { outputs: pagesFor, errors: [offline] },
      [RELOAD]: { outputs: pagesFor, errors: [offline] },
    },
    serialize: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.query,
        itemsOf(snapshot).map((item) => item.id),
        snapshot.context.openId,
        snapshot.context.loadError?.kind ?? null,
      ]),
    render: ({ call, inspect, settle: settleCall }) => {
      did = null;
      settle = settleCall;
      return renderListing(kind, call, inspect);
    },
    actions: {
      [`xstate.done.actor.${LOAD}`]: answer('resolve'),
      [`xstate.error.actor.${LOAD}`]: answer('reject'),
      [`xstate.done.actor.${RELOAD}`]: answer('resolve'),
      [`xstate.error.actor.${RELOAD}`]: answer('reject'),
      'listing.retry': doing('listing.retry', () =>
        fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
      ),
      'deal.live': doing('deal.live', () =>
        dealEvents.publish({ message: 'moved', deal_id: 'd1', deal_version: 2 }),
      ),
      'listing.open': doing('listing.open', () =>
        fireEvent.click(screen.getByRole('button', { name: 'Preview image from Creator a' })),
      ),
      'listing.close': doing('listing.close', () =>
        fireEvent.click(screen.getByRole('button', { name: contentEn.preview.close })),
      ),
      'listing.search': doing('listing.search', (event) =>
        fireEvent.change(screen.getByRole('searchbox', { name: dealsEn.searchLabel }), {
          target: { value: (event as unknown as { query: { search: string } }).query.search },
        }),
      ),
      'listing.query': doing('listing.query', (event) => {
        const query = (event as unknown as { query: Record<string, string | number> }).query;
        if ('tab' in query && query.search === '')
          fireEvent.click(screen.getByRole('button', { name: dealsEn.noResults.action }));
        else if ('tab' in query) fireEvent.click(screen.getByRole('tab', { name: /^Needs you/ }));
        else if ('page' in query)
          fireEvent.click(
            screen.getByRole('button', {
              name: query.page === 2 ? en.pagination.next : en.pagination.previous,
            }),
          );
        else if (query.status === '')
          fireEvent.click(screen.getByRole('button', { name: contentEn.noResults.action }));
        else
          fireEvent.change(screen.getByRole('combobox', { name: contentEn.status }), {
            target: { value: query.status },
          });
      }),
    },
    states: {
      loading: (ui, snapshot) => {
        common(ui, snapshot);
        expect(screen.getByRole('list', { name: 'Loading…' }).getAttribute('aria-busy')).toBe('true');
      },
      failed: (ui, snapshot) => {
        common(ui, snapshot);
        expect(screen.getByText(en.failed)).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      },
      'ready.idle': (ui, snapshot) => {
        common(ui, snapshot);
        showsPage(snapshot, false);
      },
      'ready.debouncing': (ui, snapshot) => {
        common(ui, snapshot);
        expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe(snapshot.context.query.search);
        showsPage(snapshot, true);
      },
      'ready.refreshing': (ui, snapshot) => {
        common(ui, snapshot);
        showsPage(snapshot, true);
      },
    },
    delays: { [SEARCH_DEBOUNCE_MS]: SEARCH_DEBOUNCE_MS },
    advance: async (ms) => {
      did = 'paused';
      vi.advanceTimersByTime(ms);
    },
  });
}

const models = [
  ['the content listing', listingModel('content')],
  ['the deal listing', listingModel('deals')],
] as const;

describe('live listings on their screens (model-based)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it.each(models)('has an assertion for every state and a user action for every event, %s', (_, model) => {
    model.assertComplete();
  });

  it.each(models)(
    'shows the right list along every edge, %s',
    async (_, model) => {
      expect(model.edges.length).toBeGreaterThan(10);
      for (const edge of model.edges) await model.walk(edge);
    },
    300_000,
  );

  it('took every transition of the live listing machine on the two screens', () => {
    models[0][1].assertCovered();
  });
});
