/** WalletOverview: the balance, the wire requests waiting for their money, the latest movements, where to wire. */
import type { QueryResolver } from '../resolver-types';
import { PLATFORM_BANK, WALLET_RECENT_ACTIVITY } from '../../../src/domain/billing';
import { CURRENCY } from '../../../src/domain/constants';
import { balanceOf, ledgerAccount } from '../../services/ledger';
import { billingHistory } from '../../services/billing-pages';
import { pendingWires } from '../../services/top-ups';
import { signedIn } from '../access';

export const WalletOverview: QueryResolver<'WalletOverview'> = async (_parent, _args, ctx) => {
  const { company } = signedIn(ctx);
  const { db } = ctx.services;
  const [balance, wires, recent] = await Promise.all([
    balanceOf(db, ledgerAccount.wallet(company.id)),
    pendingWires(db, company.id),
    billingHistory(db, company.id, { page: 1, page_size: WALLET_RECENT_ACTIVITY }, 'wallet'),
  ]);
  return {
    balance,
    currency: { ...CURRENCY },
    pending_wires: wires,
    recent: recent.items,
    platform_bank: { ...PLATFORM_BANK },
  };
};
