/**
 * CompanyUpdateEmail: opened from the e-mail, maybe in another browser: the link, the old address and the password
 * sign it. The account switches over, every session ends and a new one opens.
 */
import type { MutationResolver } from '../resolver-types';
import { UpdateEmail } from '../../../src/domain/account';
import {
  consumeAccountToken,
  findAccountToken,
  findCompany,
  findCompanyByEmail,
  isUniqueViolation,
  updateCompany,
} from '../../services/accounts';
import { openSession, revokeAllSessions } from '../../services/sessions';
import { audit } from '../../services/audit';
import { atomically } from '../../services/unit-of-work';
import { refused, validInput } from '../errors';
import { emailTaken, linkRefused, requireCurrentPassword } from './shared';

export const CompanyUpdateEmail: MutationResolver<'CompanyUpdateEmail'> = async (_parent, args, ctx) => {
  const input = validInput(UpdateEmail, args);
  const { db } = ctx.services;
  const found = await findAccountToken(db, 'email_change', input.token);
  if (found.state !== 'valid') throw linkRefused(found.state);
  const company = await findCompany(db, found.row.company_id);
  const newEmail = found.row.payload?.new_email;
  if (!company || !newEmail) throw linkRefused('unknown');
  if (input.old_email !== company.email) {
    throw refused('EMAIL_MISMATCH', 'This is not the e-mail address of the account', {
      fields: { old_email: { code: 'emailMismatch' } },
    });
  }
  await requireCurrentPassword(ctx, company, input.password);
  if (await findCompanyByEmail(db, newEmail)) throw emailTaken('email');
  let authorization;
  try {
    authorization = await atomically(ctx.services, async (work) => {
      if (!(await consumeAccountToken(work.db, found.row.id))) return null;
      await updateCompany(work, company.id, { email: newEmail, has_verified_email: true });
      await revokeAllSessions(work, company.id);
      const opened = await openSession(work.db, company.id, 'login');
      await audit(work.db, {
        action: 'email.changed',
        companyId: company.id,
        clientAddress: ctx.clientAddress,
      });
      return opened;
    });
  } catch (error) {
    // Another account took the address meanwhile: the unit rolled back, and the link still works.
    if (isUniqueViolation(error)) throw emailTaken('email');
    throw error;
  }
  if (!authorization) throw linkRefused('used');
  return { status: true, authorization };
};
