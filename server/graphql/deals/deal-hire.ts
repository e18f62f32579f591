/** DealHire: hires a creator for one product of an active campaign (services/deals/hiring.ts). */
import type { MutationResolver } from '../resolver-types';
import { HireInput } from '../../../src/domain/hiring';
import { atomically } from '../../services/unit-of-work';
import { hireCreator } from '../../services/deals/hiring';
import { validInput } from '../errors';
import { dealError } from './refusals';
import { signedIn } from '../access';

export const DealHire: MutationResolver<'DealHire'> = async (_parent, args, ctx) => {
  const input = validInput(HireInput, args);
  const { company, session } = signedIn(ctx);
  try {
    return await atomically(ctx.services, (work) =>
      hireCreator(work, company.id, {
        campaignId: input.campaign_id,
        productId: input.product_id,
        creatorId: input.creator_id,
        idempotencyKey: input.idempotency_key,
        now: ctx.services.clock.now(),
        origin: session.id,
      }),
    );
  } catch (error) {
    throw dealError(error, 'Campaign');
  }
};
