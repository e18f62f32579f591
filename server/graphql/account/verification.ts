/**
 * E-mail verification by code: 6 digits, 30 minutes, burned after 5 wrong tries, resent at most once a
 * minute (src/domain/constants).
 */
import type { Resolvers } from '../generated';
import { VerificationCode } from '../../../src/domain/account';
import { tryEmailCode } from '../../services/accounts';
import { actorOf, audit } from '../../services/audit';
import { refused, validInput } from '../errors';
import { sendVerificationCode } from './shared';

export const verificationResolvers: Resolvers = {
  Mutation: {
    CompanyResendEmailVerificationCode: async (_parent, _args, ctx) => {
      const { company } = await ctx.requireSession();
      if (company.has_verified_email) {
        throw refused('ALREADY_VERIFIED', 'Your e-mail address is already verified');
      }
      await sendVerificationCode(ctx, company);
      return { status: true, message: 'The code has been sent to your email' };
    },
    CompanyEmailVerificationByCode: async (_parent, args, ctx) => {
      const { company, session } = await ctx.requireSession();
      if (company.has_verified_email) {
        return { status: true, message: 'Your e-mail address is already verified' };
      }
      const input = validInput(VerificationCode, args);
      const checked = await tryEmailCode(ctx.services.db, company.id, input.email_validation_code);
      switch (checked.result) {
        case 'invalid':
          throw refused('CODE_INVALID', 'The code is not valid, please double-check and try again', {
            tries_left: checked.triesLeft,
          });
        case 'burned':
          throw refused('CODE_BURNED', 'The code was entered wrong too many times, please ask for a new one');
        case 'expired':
          throw refused('CODE_EXPIRED', 'The code has expired, please ask for a new one');
        case 'verified':
          break;
      }
      await audit(ctx.services.db, {
        action: 'email.verified',
        companyId: company.id,
        actor: actorOf(session),
        clientAddress: ctx.clientAddress,
      });
      await ctx.services.notifications.notify(company.id, {
        message: 'Your e-mail address is verified',
        kind: 'account.verified',
      });
      return { status: true, message: 'Your e-mail address is verified' };
    },
  },
};
