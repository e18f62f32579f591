/** BillingProfileUpdate: saves the tax ID and the bank transfer information; the account number is sealed. */
import type { MutationResolver } from '../resolver-types';
import { BillingProfileInput } from '../../../src/domain/billing';
import { saveBillingProfile } from '../../services/billing-profile';
import { validInput } from '../errors';
import { profileOf } from './billing-profile';
import { signedIn } from '../access';

export const BillingProfileUpdate: MutationResolver<'BillingProfileUpdate'> = async (_parent, args, ctx) => {
  const input = validInput(BillingProfileInput, args);
  const { company } = signedIn(ctx);
  await saveBillingProfile(ctx.services, company.id, input);
  return profileOf(ctx, company.id);
};
