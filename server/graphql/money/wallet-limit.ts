/** A top-up refused because the wallet would pass its ceiling (WALLET_MAX_CENTS, src/domain/billing.ts). */
import { WALLET_MAX_CENTS } from '../../../src/domain/billing';
import { WalletLimitReached } from '../../services/wallet-ceiling';
import { refused } from '../errors';

/** Rethrows a WalletLimitReached as the coded refusal WALLET_LIMIT; anything else as it is. */
export function walletLimitRefusal(error: unknown): never {
  if (error instanceof WalletLimitReached)
    throw refused('WALLET_LIMIT', 'The wallet would hold more than it may', {
      max: WALLET_MAX_CENTS,
      room: error.room,
    });
  throw error;
}
