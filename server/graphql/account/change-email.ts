/**
 * Change of e-mail address: a single-use link (1 hour) goes to the NEW address; opening it with the old
 * address and the password switches the account over, ends every session and opens a new one.
 */
import type { Resolvers } from '../generated';
import type { Context } from '../../context';
import type { CompanyRow } from '../../db/schema';
import type { Work } from '../../services/unit-of-work';
import { RequestChangeEmail, UpdateEmail } from '../../../src/domain/account';
import { ACCOUNT_LINK_TTL_SECONDS } from '../../../src/domain/constants';
import {
  consumeAccountToken,
  createAccountToken,
  findAccountToken,
  findCompany,
  findCompanyByEmail,
  isUniqueViolation,
  updateCompany,
} from '../../services/accounts';
import { changeEmailMail } from '../../services/mail-templates';
import { openSession, revokeAllSessions } from '../../services/sessions';
import { actorOf, audit } from '../../services/audit';
import { atomically } from '../../services/unit-of-work';
import { refused, validInput } from '../errors';
import {
  appLink,
  emailTaken,
  linkRefused,
  mailLanguageFor,
  refuseStaffSession,
  requireCurrentPassword,
} from './shared';
import { statusMessage } from '../answers';

/**
 * Checks the new address and, within the caller's unit of work, makes the confirmation link and mails it to that
 * address once the unit commits; `field` names the input the address came from.
 */
export async function startEmailChange(
  ctx: Context,
  work: Work,
  company: CompanyRow,
  actor: string,
  newEmail: string,
  field: string,
): Promise<void> {
  if (newEmail === company.email) {
    throw refused('SAME_EMAIL', 'This is already your e-mail address', {
      fields: { [field]: { code: 'sameEmail' } },
    });
  }
  if (await findCompanyByEmail(work.db, newEmail)) throw emailTaken(field);
  const token = await createAccountToken(work.db, company.id, 'email_change', ACCOUNT_LINK_TTL_SECONDS, {
    new_email: newEmail,
  });
  work.mail(changeEmailMail(newEmail, mailLanguageFor(ctx, company), appLink(ctx, `/update/${token}`)));
  await audit(work.db, {
    action: 'email.change_requested',
    companyId: company.id,
    actor,
    clientAddress: ctx.clientAddress,
  });
}

export const changeEmailResolvers: Resolvers = {
  Mutation: {
    CompanyRequestToChangeEmail: async (_parent, args, ctx) => {
      const input = validInput(RequestChangeEmail, args);
      const active = await ctx.requireReadyCompany();
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
    },
    // Opened from the e-mail, maybe in another browser: the link, the old address and the password sign it.
    CompanyUpdateEmail: async (_parent, args, ctx) => {
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
    },
  },
};
