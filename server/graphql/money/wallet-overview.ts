/**
 * WalletOverview: the balance, the wire requests waiting for their money, the latest movements, where to wire,
 * and what arrived of the wires the wallet asks about (by reference, so a wire confirmed after many movements
 * still shows as arrived).
 */
import type { QueryResolver } from '../resolver-types';
import { PLATFORM_BANK, WALLET_RECENT_ACTIVITY, WalletOverviewInput } from '../../../src/domain/billing';
import { CURRENCY } from '../../../src/domain/constants';
import { balanceOf, ledgerAccount } from '../../services/ledger';
import { billingHistory } from '../../services/billing-pages';
import { pendingWires, wireArrivals } from '../../services/top-ups';
import { validInput, withoutNulls } from '../errors';
import { signedIn } from '../access';

export const WalletOverview: QueryResolver<'WalletOverview'> = async (_parent, args, ctx) => {
  const input = validInput(WalletOverviewInput, withoutNulls(args));
  const { company } = signedIn(ctx);
  const { db } = ctx.services;
  const [balance, wires, recent, arrivals] = await Promise.all([
    balanceOf(db, ledgerAccount.wallet(company.id)),
    pendingWires(db, company.id),
    billingHistory(db, company.id, { page: 1, page_size: WALLET_RECENT_ACTIVITY }, 'wallet'),
    wireArrivals(db, company.id, input.wires ?? []),
  ]);
  return {
    balance,
    currency: { ...CURRENCY },
    pending_wires: wires,
    recent: recent.items,
    platform_bank: { ...PLATFORM_BANK },
    wire_arrivals: arrivals,
  };
};
