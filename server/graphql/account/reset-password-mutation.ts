/**
 * ResetPasswordMutation sets the new password, ends every session and lifts the log-in lock of the account: the
 * link proved the owner.
 */
import type { MutationResolver } from '../resolver-types';
import { ResetPassword } from '../../../src/domain/account';
import { LOGIN_ATTEMPTS_PER_EMAIL } from '../../../src/domain/constants';
import { hashPassword } from '../../services/crypto';
import {
  consumeAccountToken,
  findAccountToken,
  findCompanyByEmail,
  updateCompany,
} from '../../services/accounts';
import { revokeAllSessions } from '../../services/sessions';
import { audit } from '../../services/audit';
import { atomically } from '../../services/unit-of-work';
import { validInput } from '../errors';
import { linkRefused } from './shared';
import { statusMessage } from '../answers';

export const ResetPasswordMutation: MutationResolver<'ResetPasswordMutation'> = async (
  _parent,
  args,
  ctx,
) => {
  const input = validInput(ResetPassword, args);
  const { db } = ctx.services;
  const found = await findAccountToken(db, 'reset', input.token);
  if (found.state !== 'valid') throw linkRefused(found.state);
  const company = await findCompanyByEmail(db, input.email);
  if (!company || company.id !== found.row.company_id) throw linkRefused('unknown');
  const passwordHash = await hashPassword(input.password);
  const reset = await atomically(ctx.services, async (work) => {
    if (!(await consumeAccountToken(work.db, found.row.id))) return false;
    // The link reached the mailbox, which proves the address as well as a code would.
    await updateCompany(work, company.id, { password_hash: passwordHash, has_verified_email: true });
    await revokeAllSessions(work, company.id);
    await audit(work.db, {
      action: 'password.reset',
      companyId: company.id,
      clientAddress: ctx.clientAddress,
    });
    return true;
  });
  if (!reset) throw linkRefused('used');
  await ctx.services.limits.forget(LOGIN_ATTEMPTS_PER_EMAIL, company.email);
  return statusMessage('password.changed');
};
