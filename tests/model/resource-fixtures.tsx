/**
 * Fixtures of the resource model test: the wallet screen (see wallet-overview-fixtures) inside its money flows
 * (src/app/actors/money.ts), its overview (a resource machine) loading through the walk's calls and following
 * live notices through its real `live` actor; and what a load answers.
 */
import type { InspectionEvent } from 'xstate';
import { createMoneyFlows } from '../../src/app/actors/money';
import { liveHub } from '../support/live-hub';
import { ApiError } from '../../src/domain/api-error';
import type { deferredCall } from '../support/model';
import { fakeApi } from '../support/fake-api';
import { emptyOverview, renderWalletScreen } from './wallet-overview-fixtures';

/** The invoke ids of the overview's calls, and of its live notices (which never end). */
export const LOAD = '0.resource.loading';
export const RELOAD = '0.resource.ready.reloading';
export const LIVE = '0.resource';

export const offline = new ApiError('network', 'Failed to fetch');

/** The reference of the one wire on its way in the overview's `version`th answer: each load tells a newer one. */
export const wireOf = (version: number) => `CH-WIRE000${version}`;

/** What the `version`th load of the wallet answers (the overview and the saved cards). */
export function overview(version: number) {
  return {
    ...emptyOverview,
    pending_wires: [
      {
        id: `w${version}`,
        reference: wireOf(version),
        amount: 10_000,
        created_at: '2026-03-01T10:00:00.000Z',
      },
    ],
    cards: [],
    version,
  };
}

/** The version of the overview a snapshot holds (0 before any load answered). */
export const versionOf = (data: unknown) => (data as { version?: number } | null)?.version ?? 0;

/** What the world does besides answering calls: a live notice about the wallet arrives. */
export type Ui = { notice: () => void };

type Call = ReturnType<typeof deferredCall>['logic'];

export function renderWallet(call: Call, inspect: (event: InspectionEvent) => void) {
  const live = liveHub();
  const flows = createMoneyFlows(fakeApi(), () => 't', live);
  const wallet = flows.wallet.provide({ actors: { load: call as never } });
  const { unmount } = renderWalletScreen({ ...flows, wallet }, inspect);
  const ui: Ui = {
    notice: () => live.publish({ message: 'Your wire transfer arrived', subject: 'wallet' }),
  };
  return { ui, unmount };
}
