/**
 * WalletTopUpCard: puts an amount into the wallet from a saved card, charged with the card fee, once per key; a
 * declined charge counts against the card-testing limits (card-attempts.ts).
 */
import type { MutationResolver } from '../resolver-types';
import { CardTopUpInput } from '../../../src/domain/billing';
import { balanceOf, IdempotencyKeyReused, ledgerAccount } from '../../services/ledger';
import { topUpByCard } from '../../services/top-ups';
import { notFound, validInput } from '../errors';
import { keyReused } from './key-reused';
import { walletLimitRefusal } from './wallet-limit';
import { signedIn } from '../access';
import { cardAttempt } from './card-attempts';

export const WalletTopUpCard: MutationResolver<'WalletTopUpCard'> = async (_parent, args, ctx) => {
  const input = validInput(CardTopUpInput, args);
  const { company, session } = signedIn(ctx);
  const attempt = await cardAttempt(ctx, company.id, input.card_id);
  let outcome;
  try {
    outcome = await topUpByCard(ctx.services, company.id, {
      amount: input.amount,
      cardId: input.card_id,
      idempotencyKey: input.idempotency_key,
      origin: session.id,
    });
  } catch (error) {
    if (error instanceof IdempotencyKeyReused) throw keyReused();
    walletLimitRefusal(error);
  }
  if (outcome.status === 'card_not_found') throw notFound('Card');
  if (outcome.status === 'succeeded') await attempt.succeeded();
  const balance = await balanceOf(ctx.services.db, ledgerAccount.wallet(company.id));
  return {
    status: outcome.status === 'succeeded',
    decline_code: outcome.status === 'declined' ? outcome.decline : null,
    amount: outcome.charge.amount_cents,
    // What the card was charged on top, as the charge recorded it.
    fee: outcome.charge.fee_cents,
    balance,
    entry_id: outcome.charge.ledger_transaction_id,
  };
};
