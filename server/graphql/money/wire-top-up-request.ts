/** WireTopUpRequest: a reference to quote on a wire; pending until staff confirm the money arrived. */
import type { MutationResolver } from '../resolver-types';
import { WireTopUpInput } from '../../../src/domain/billing';
import { requestWire } from '../../services/top-ups';
import { validInput } from '../errors';
import { keyReused } from './key-reused';
import { walletLimitRefusal } from './wallet-limit';
import { signedIn } from '../access';

export const WireTopUpRequest: MutationResolver<'WireTopUpRequest'> = async (_parent, args, ctx) => {
  const input = validInput(WireTopUpInput, args);
  const { company } = signedIn(ctx);
  const wire = await requestWire(ctx.services, company.id, {
    amount: input.amount,
    idempotencyKey: input.idempotency_key,
  }).catch(walletLimitRefusal);
  if (wire.amount_cents !== input.amount) throw keyReused();
  return wire;
};
