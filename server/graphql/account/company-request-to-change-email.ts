/** CompanyRequestToChangeEmail: the current address and password prove the owner; the link goes to the new one. */
import type { MutationResolver } from '../resolver-types';
import { RequestChangeEmail } from '../../../src/domain/account-settings';
import { actorOf } from '../../services/audit';
import { atomically } from '../../services/unit-of-work';
import { refused, validInput } from '../errors';
import { refuseStaffSession, requireCurrentPassword } from './shared';
import { startEmailChange } from './email-change';
import { statusMessage } from '../answers';
import { signedIn } from '../access';

export const CompanyRequestToChangeEmail: MutationResolver<'CompanyRequestToChangeEmail'> = async (
  _parent,
  args,
  ctx,
) => {
  const input = validInput(RequestChangeEmail, args);
  const active = signedIn(ctx);
  refuseStaffSession(active);
  const { company } = active;
  if (input.email !== company.email) {
    throw refused('EMAIL_MISMATCH', 'This is not the e-mail address of your account', {
      fields: { email: { code: 'emailMismatch' } },
    });
  }
  await requireCurrentPassword(ctx, company, input.password);
  await atomically(ctx.services, (work) =>
    startEmailChange(ctx, work, company, actorOf(active.session), input.new_email, 'new_email'),
  );
  return statusMessage('email.confirmationSent');
};
