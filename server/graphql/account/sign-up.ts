/** CompanyCreate: a new account with its wallet; the verification code goes out at once. */
import type { Resolvers } from '../generated';
import { Credentials } from '../../../src/domain/account';
import { hashPassword } from '../../services/crypto';
import { createCompany, findCompanyByEmail } from '../../services/accounts';
import { validInput } from '../errors';
import { emailTaken, languageOfRequest, sendVerificationCode } from './shared';

export const signUpResolvers: Resolvers = {
  Mutation: {
    CompanyCreate: async (_parent, args, ctx) => {
      const input = validInput(Credentials, args);
      const { db } = ctx.services;
      if (await findCompanyByEmail(db, input.email)) throw emailTaken('email');
      const company = await createCompany(db, {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        language: languageOfRequest(ctx),
      });
      // Two sign-ups racing for one address: the unique index lets one through.
      if (!company) throw emailTaken('email');
      await sendVerificationCode(ctx, company);
      return {
        status: true,
        message: 'Your account was created. We have sent a verification code to your email',
      };
    },
  },
};
