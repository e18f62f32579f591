/**
 * The wallet screen (/wallet) as the app renders it, for a signed-in company inside the money flows a test
 * gives, and the overview its load answers: shared by the model tests that walk a flow on that screen (the
 * overview's resource machine, the top-up machine).
 */
import type { InspectionEvent } from 'xstate';
import type { MoneyFlows } from '../../src/screens/shared/flows';
import { WalletScreen } from '../../src/screens/wallet/wallet.screen';
import { aCompany, fakeSession, renderScreen } from '../support/render-app';

/** A wallet with nothing in it yet: no balance, no wire on its way, no movements; and where wires go. */
export const emptyOverview = {
  balance: 0,
  currency: { id: 'usd', name: 'US Dollar', symbol: '$', code: 'USD' },
  pending_wires: [],
  recent: [],
  platform_bank: {
    beneficiary: 'CreatorHub Inc.',
    bank_name: 'First Sandbox Bank',
    bank_address: '100 Market Street',
    account_number: '000123456789',
    routing_number: '021000021',
    swift: 'FSBKUS33',
  },
};

/** Renders the wallet screen within `flows`; unmounting it also stops its session. */
export function renderWalletScreen(flows: MoneyFlows, inspect?: (event: InspectionEvent) => void) {
  const session = fakeSession({ loadCompany: async () => aCompany() }, 't');
  const view = renderScreen(<WalletScreen />, { session, inspect, path: '/wallet', flows });
  return {
    unmount: () => {
      view.unmount();
      session.stop();
    },
  };
}
