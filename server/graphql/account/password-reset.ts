/**
 * Forgotten password: RequestResetPassword mails a single-use link (1 hour) and answers the same, as fast,
 * whether or not the address has an account; ResetPasswordMutation sets the new password and ends every session.
 */
import type { Resolvers } from '../generated';
import type { Context } from '../../context';
import { ResetPassword, ResetRequest } from '../../../src/domain/account';
import { ACCOUNT_LINK_TTL_SECONDS, RESET_REQUESTS_PER_EMAIL } from '../../../src/domain/constants';
import { hashPassword } from '../../services/crypto';
import {
  consumeAccountToken,
  createAccountToken,
  findAccountToken,
  findCompanyByEmail,
  updateCompany,
} from '../../services/accounts';
import { countAttempt, limitKey } from '../../services/rate-limit';
import { revokeAllSessions } from '../../services/sessions';
import { resetPasswordMail } from '../../services/mail-templates';
import { audit } from '../../services/audit';
import { rateLimited, refused, validInput } from '../errors';
import { appLink, mailLanguageFor } from './shared';

const linkRefused = (state: 'expired' | 'used' | 'unknown') =>
  state === 'expired'
    ? refused('LINK_EXPIRED', 'This link has expired, please ask for a new one')
    : refused('LINK_INVALID', 'This link is not valid or was already used');

/** Mails a reset link if the address has an account; nothing otherwise. */
async function sendResetLink(ctx: Context, email: string): Promise<void> {
  const { db } = ctx.services;
  const company = await findCompanyByEmail(db, email);
  if (!company) return;
  const token = await createAccountToken(db, company.id, 'reset', ACCOUNT_LINK_TTL_SECONDS);
  const link = appLink(ctx, `/new-password/${token}?email=${encodeURIComponent(company.email)}`);
  await ctx.services.mail.send(resetPasswordMail(company.email, mailLanguageFor(ctx, company), link));
}

export const passwordResetResolvers: Resolvers = {
  Mutation: {
    RequestResetPassword: async (_parent, args, ctx) => {
      const input = validInput(ResetRequest, args);
      const { db } = ctx.services;
      // Counted by the address asked for, account or not, so the limit itself tells nothing.
      const waiting = await countAttempt(db, limitKey('reset:email', input.email), RESET_REQUESTS_PER_EMAIL);
      if (waiting) throw rateLimited(waiting);
      // The answer does not wait for the account lookup, the link or the mail: how long it takes tells nothing.
      sendResetLink(ctx, input.email).catch((error: unknown) =>
        ctx.services.log.error('reset link not sent', { error: String(error) }),
      );
      return {
        status: true,
        message: 'If an account exists for this address, we have sent it a link to reset the password',
      };
    },
    ResetPasswordMutation: async (_parent, args, ctx) => {
      const input = validInput(ResetPassword, args);
      const { db } = ctx.services;
      const found = await findAccountToken(db, 'reset', input.token);
      if (found.state !== 'valid') throw linkRefused(found.state);
      const company = await findCompanyByEmail(db, input.email);
      if (!company || company.id !== found.row.company_id) throw linkRefused('unknown');
      if (!(await consumeAccountToken(db, found.row.id))) throw linkRefused('used');
      // The link reached the mailbox, which proves the address as well as a code would.
      await updateCompany(db, company.id, {
        password_hash: await hashPassword(input.password),
        has_verified_email: true,
      });
      await revokeAllSessions(db, company.id);
      await audit(db, { action: 'password.reset', companyId: company.id, clientAddress: ctx.clientAddress });
      return { status: true, message: 'Your password was changed, you can log in with it now' };
    },
  },
};
