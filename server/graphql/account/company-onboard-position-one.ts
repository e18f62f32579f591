/** CompanyOnboardPositionOne: the about-you step, open once the e-mail address is verified (access.ts). */
import type { MutationResolver } from '../resolver-types';
import { AboutYou, nationalNumber } from '../../../src/domain/phone';
import { updateCompany } from '../../services/accounts';
import { atomically } from '../../services/unit-of-work';
import { validInput } from '../errors';
import { statusMessage } from '../answers';
import { signedIn } from '../access';

export const CompanyOnboardPositionOne: MutationResolver<'CompanyOnboardPositionOne'> = async (
  _parent,
  args,
  ctx,
) => {
  const input = validInput(AboutYou, args);
  const { company } = signedIn(ctx);
  await atomically(ctx.services, (work) =>
    updateCompany(work, company.id, {
      company_name: input.company_name,
      first_name: input.first_name,
      last_name: input.last_name,
      phone: nationalNumber(input.phone, input.area_code),
      area_code: input.area_code,
      onboard_position: Math.max(company.onboard_position, 1),
    }),
  );
  return statusMessage('account.profileComplete');
};
