/** CampaignCancel: a campaign still waiting for approval, withdrawn by its company and refunded in full, once. */
import { object, string } from 'superstruct';
import type { MutationResolver } from '../resolver-types';
import { idempotencyKey } from '../../../src/domain/billing';
import { validInput } from '../errors';
import { brandTransition } from './status-change';

const CancelInput = object({ id: string(), idempotency_key: idempotencyKey });

export const CampaignCancel: MutationResolver<'CampaignCancel'> = (_parent, args, ctx) => {
  const input = validInput(CancelInput, args);
  return brandTransition(ctx, input.id, 'cancel', input.idempotency_key);
};
