/**
 * Model-based test of the resource machine on the wallet screen (/wallet): every edge of the wallet overview's
 * graph is played on WalletScreen in jsdom, rendered as the app renders it (real translations, its money flows,
 * a signed-in company). The world answers each load (a newer overview every time, or offline) and sends live
 * notices about the wallet (at any time: only a loaded wallet reloads); the user presses "Try again" after a
 * failure. After every step the state gets its assertion on what the user sees: the balance with placeholders
 * while nothing is loaded, the overview last loaded (its wire on its way, the top-up form), kept on screen while
 * it reloads, and the failure in words with its retry button instead of the wallet. The walk must take every
 * transition of the machine.
 */
import { expect } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { resourceMachine, type ResourceSnapshot } from '../../src/machines/resource';
import { describeScreenModel, screenModel } from '../support/screen-model';
import {
  LIVE,
  LOAD,
  RELOAD,
  offline,
  overview,
  renderWallet,
  versionOf,
  wireOf,
  type Ui,
} from './resource-fixtures';
import money from '../../locales/en/money.json';
import common from '../../locales/en/common.json';

const en = money.wallet;
/** The newest overview the walk lets a load answer: a finite graph. */
const NEWEST = 2;

/** Loads answer a newer overview each time, up to NEWEST. */
const nextOverview = (snapshot: ResourceSnapshot) =>
  overview(Math.min(versionOf(snapshot.context.data) + 1, NEWEST));

const placeholders = () => document.querySelectorAll('span[aria-hidden="true"]:empty');

/** The wallet page itself, not its failure: the balance, and the overview the snapshot holds, if any. */
function showsWallet(snapshot: ResourceSnapshot) {
  expect(screen.getByRole('heading', { level: 1, name: en.title })).toBeTruthy();
  expect(screen.getByText(en.balance)).toBeTruthy();
  expect(screen.getByTestId('wallet-balance').textContent).toBe('$0.00');
  expect(screen.queryByText(en.failed.title)).toBeNull();
  expect(screen.queryByRole('button', { name: common.retry })).toBeNull();
  const version = versionOf(snapshot.context.data);
  for (let other = 1; other <= NEWEST; other += 1)
    if (other !== version) expect(screen.queryByText(wireOf(other))).toBeNull();
  if (version === 0) {
    // Nothing loaded yet: placeholders where the top-up and the movements will be.
    expect(screen.queryByRole('heading', { name: en.pending.title })).toBeNull();
    expect(screen.queryByRole('heading', { name: en.recent.title })).toBeNull();
    expect(screen.queryByRole('heading', { name: money.wallet.topUp.title })).toBeNull();
    expect(placeholders()).toHaveLength(2);
  } else {
    // The overview last loaded: its wire on the way, its movements and the top-up form.
    expect(screen.getByRole('heading', { name: en.pending.title })).toBeTruthy();
    expect(screen.getByText(wireOf(version))).toBeTruthy();
    expect(screen.getByText(en.recent.empty)).toBeTruthy();
    expect(screen.getByRole('heading', { name: money.wallet.topUp.title })).toBeTruthy();
    expect(placeholders()).toHaveLength(0);
  }
}

const model = screenModel<typeof resourceMachine, Ui>({
  machine: resourceMachine,
  input: { input: {} },
  userEvents: (snapshot) =>
    // A live notice may arrive whatever the wallet shows; only the user retries, and only after a failure.
    snapshot.matches('failed')
      ? [{ type: 'resource.retry' }, { type: 'resource.reload' }]
      : [{ type: 'resource.reload' }],
  answers: {
    [LOAD]: { outputs: (snapshot) => [nextOverview(snapshot)], errors: [offline] },
    [RELOAD]: { outputs: (snapshot) => [nextOverview(snapshot)], errors: [offline] },
    [LIVE]: { outputs: () => [], errors: [] },
  },
  serialize: (snapshot) => JSON.stringify([snapshot.value, versionOf(snapshot.context.data)]),
  render: ({ call, inspect }) => renderWallet(call, inspect),
  actions: {
    'resource.retry': () => fireEvent.click(screen.getByRole('button', { name: common.retry })),
    'resource.reload': (ui) => ui.notice(),
  },
  states: {
    loading: (_, snapshot) => showsWallet(snapshot),
    'ready.idle': (_, snapshot) => showsWallet(snapshot),
    // Reloading keeps the overview on screen until the newer one arrives.
    'ready.reloading': (_, snapshot) => showsWallet(snapshot),
    failed: () => {
      expect(screen.getByRole('heading', { level: 1, name: en.title })).toBeTruthy();
      expect(screen.getByText(en.failed.title)).toBeTruthy();
      expect(screen.getByText(en.failed.text)).toBeTruthy();
      expect(screen.getByRole('button', { name: common.retry })).toBeTruthy();
      // The failure stands instead of the wallet: no balance, no stale overview, no top-up.
      expect(screen.queryByTestId('wallet-balance')).toBeNull();
      for (let version = 1; version <= NEWEST; version += 1)
        expect(screen.queryByText(wireOf(version))).toBeNull();
      expect(screen.queryByRole('heading', { name: money.wallet.topUp.title })).toBeNull();
    },
  },
  advance: async () => {},
});

describeScreenModel('a loaded resource on its screen: the wallet (model-based)', model, {
  shows: 'screen',
  covers: 'the resource machine on its screen',
  moreEdgesThan: 20,
  timeout: 120_000,
});
