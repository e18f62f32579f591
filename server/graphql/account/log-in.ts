/**
 * CompanyLogin and CompanyLogout. Failed log-ins are limited per address and per client address; the answer
 * to a wrong password is the same whether or not the address exists, and takes as long.
 */
import type { Resolvers } from '../generated';
import { LoginInput } from '../../../src/domain/account';
import { LOGIN_ATTEMPTS_PER_CLIENT, LOGIN_ATTEMPTS_PER_EMAIL } from '../../../src/domain/constants';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../services/crypto';
import { findCompanyByEmail, updateCompany } from '../../services/accounts';
import { clearAttempts, countAttempt, limitedFor } from '../../services/rate-limit';
import { openSession, revokeSession } from '../../services/sessions';
import { actorOf, audit } from '../../services/audit';
import { rateLimited, refused, validInput } from '../errors';
import { languageOfRequest, loginKeyOfClient, loginKeyOfEmail } from './shared';

export const logInResolvers: Resolvers = {
  Mutation: {
    CompanyLogin: async (_parent, args, ctx) => {
      const input = validInput(LoginInput, args);
      const { db } = ctx.services;
      const emailKey = loginKeyOfEmail(input.email);
      const clientKey = loginKeyOfClient(ctx.clientAddress);
      const waiting = Math.max(
        (await limitedFor(db, emailKey, LOGIN_ATTEMPTS_PER_EMAIL)) ?? 0,
        (await limitedFor(db, clientKey, LOGIN_ATTEMPTS_PER_CLIENT)) ?? 0,
      );
      const company = await findCompanyByEmail(db, input.email);
      if (waiting > 0) {
        await audit(db, {
          action: 'login.limited',
          companyId: company?.id ?? null,
          clientAddress: ctx.clientAddress,
        });
        throw rateLimited(waiting);
      }
      const matches = await verifyPassword(input.password, company?.password_hash ?? DUMMY_PASSWORD_HASH);
      if (!company || !matches) {
        await countAttempt(db, emailKey, LOGIN_ATTEMPTS_PER_EMAIL);
        await countAttempt(db, clientKey, LOGIN_ATTEMPTS_PER_CLIENT);
        await audit(db, {
          action: 'login.failed',
          companyId: company?.id ?? null,
          clientAddress: ctx.clientAddress,
        });
        throw refused('INVALID_CREDENTIALS', 'The e-mail address or the password is not correct');
      }
      await clearAttempts(db, emailKey);
      // Remember the language the user signs in with, for e-mails sent when they are not at the screen.
      const language = languageOfRequest(ctx);
      if (language && language !== company.language) await updateCompany(db, company.id, { language });
      const authorization = await openSession(db, company.id, 'login');
      await audit(db, { action: 'login', companyId: company.id, clientAddress: ctx.clientAddress });
      return { status: true, authorization };
    },
    CompanyLogout: async (_parent, _args, ctx) => {
      const { session, company } = await ctx.requireSession();
      await revokeSession(ctx.services.db, session.id);
      await audit(ctx.services.db, {
        action: 'logout',
        companyId: company.id,
        actor: actorOf(session),
        clientAddress: ctx.clientAddress,
      });
      return { status: true, message: 'You have been logged out' };
    },
  },
};
