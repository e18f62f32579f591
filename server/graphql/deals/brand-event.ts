/** A brand's event on one of its deals, decided by the deal machine and stored in one unit of work. */
import type { Context } from '../../context';
import type { DealCommand } from '../../../src/machines/deal-decision';
import { atomically } from '../../services/unit-of-work';
import { actOnDeal, lockDeal } from '../../services/deals/events';
import { DealRefused } from '../../services/deals/refusals';
import type { DealParent } from './mappers';
import { dealError } from './refusals';
import { signedIn } from '../access';

export async function brandEvent(ctx: Context, dealId: string, command: DealCommand): Promise<DealParent> {
  const { company, session } = signedIn(ctx);
  try {
    return await atomically(ctx.services, async (work) => {
      const deal = await lockDeal(work.db, dealId, company.id);
      if (!deal) throw new DealRefused('NOT_FOUND');
      return actOnDeal(work, deal, {
        command,
        role: 'company',
        now: ctx.services.clock.now(),
        origin: session.id,
      });
    });
  } catch (error) {
    throw dealError(error);
  }
}
