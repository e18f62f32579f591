/** BillingHistory: every movement of the company's money, newest first, filtered by kind and days, paged. */
import type { QueryResolver } from '../resolver-types';
import { BillingFilter } from '../../../src/domain/billing';
import { billingHistory } from '../../services/billing-pages';
import { validInput, withoutNulls } from '../errors';
import { signedIn } from '../access';

export const BillingHistory: QueryResolver<'BillingHistory'> = async (_parent, args, ctx) => {
  const filter = validInput(BillingFilter, withoutNulls(args));
  const { company } = signedIn(ctx);
  return billingHistory(ctx.services.db, company.id, filter);
};
