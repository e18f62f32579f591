/**
 * Forgotten password: RequestResetPassword mails a single-use link (1 hour) and answers the same, as fast,
 * whether or not the address has an account; requests are limited per address and per client address, counted
 * before anything else. ResetPasswordLink tells the new-password screen what the link is worth before the user
 * types. ResetPasswordMutation sets the new password, ends every session and lifts the log-in lock of the
 * account: the link proved the owner.
 */
import type { Resolvers } from '../generated';
import type { Context } from '../../context';
import {
  ResetLink,
  ResetLinkText,
  ResetPassword,
  ResetRequest,
  type LinkState,
} from '../../../src/domain/account';
import { check } from '../../../src/domain/validation';
import {
  ACCOUNT_LINK_TTL_SECONDS,
  LOGIN_ATTEMPTS_PER_EMAIL,
  RESET_REQUESTS_PER_CLIENT,
  RESET_REQUESTS_PER_EMAIL,
} from '../../../src/domain/constants';
import { hashPassword } from '../../services/crypto';
import {
  consumeAccountToken,
  createAccountToken,
  findAccountToken,
  findCompanyByEmail,
  updateCompany,
} from '../../services/accounts';
import { refusalOf } from '../../services/rate-limit';
import { revokeAllSessions } from '../../services/sessions';
import { resetPasswordMail } from '../../services/mail-templates';
import { audit } from '../../services/audit';
import { atomically } from '../../services/unit-of-work';
import { rateLimited, validInput } from '../errors';
import { appLink, linkRefused, mailLanguageFor } from './shared';
import { statusMessage } from '../answers';

/** Mails a reset link if the address has an account; nothing otherwise. */
async function sendResetLink(ctx: Context, email: string): Promise<void> {
  const company = await findCompanyByEmail(ctx.services.db, email);
  if (!company) return;
  await atomically(ctx.services, async (work) => {
    const token = await createAccountToken(work.db, company.id, 'reset', ACCOUNT_LINK_TTL_SECONDS);
    const link = appLink(ctx, `/new-password/${token}?email=${encodeURIComponent(company.email)}`);
    work.mail(resetPasswordMail(company.email, mailLanguageFor(ctx, company), link));
  });
}

export const passwordResetResolvers: Resolvers = {
  Query: {
    ResetPasswordLink: async (_parent, args, ctx): Promise<LinkState> => {
      validInput(ResetLinkText, args);
      const input = check(ResetLink, args);
      if (!input.ok) return 'invalid';
      const { db } = ctx.services;
      const found = await findAccountToken(db, 'reset', input.value.token);
      if (found.state === 'unknown') return 'invalid';
      if (found.state !== 'valid') return found.state;
      const company = await findCompanyByEmail(db, input.value.email);
      return company?.id === found.row.company_id ? 'valid' : 'invalid';
    },
  },
  Mutation: {
    RequestResetPassword: async (_parent, args, ctx) => {
      const input = validInput(ResetRequest, args);
      const { limits } = ctx.services;
      // Counted by the address asked for, account or not, so the limit itself tells nothing.
      const waiting = refusalOf(
        await Promise.all([
          limits.take(RESET_REQUESTS_PER_EMAIL, input.email),
          limits.take(RESET_REQUESTS_PER_CLIENT, ctx.clientAddress),
        ]),
      );
      if (waiting !== null) throw rateLimited(waiting);
      // The answer does not wait for the account lookup, the link or the mail: how long it takes tells nothing.
      sendResetLink(ctx, input.email).catch((error: unknown) =>
        ctx.services.log.error('reset link not sent', { error: String(error) }),
      );
      return statusMessage('password.resetRequested');
    },
    ResetPasswordMutation: async (_parent, args, ctx) => {
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
    },
  },
};
