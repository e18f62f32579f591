/**
 * CompanyCreate: a new account with its wallet, and its first verification code mailed once both are written.
 * Sign-ups are limited per client address (SIGNUPS_PER_CLIENT), each counted before anything is done.
 */
import type { MutationResolver } from '../resolver-types';
import { Credentials } from '../../../src/domain/account';
import { EMAIL_CODE_SENDS_PER_DAY, SIGNUPS_PER_CLIENT } from '../../../src/domain/constants';
import { hashPassword } from '../../services/crypto';
import { createCompany, findCompanyByEmail } from '../../services/accounts';
import { atomically } from '../../services/unit-of-work';
import { rateLimited, validInput } from '../errors';
import { emailTaken, languageOfRequest, sendVerificationCode } from './shared';
import { statusMessage } from '../answers';

export const CompanyCreate: MutationResolver<'CompanyCreate'> = async (_parent, args, ctx) => {
  const input = validInput(Credentials, args);
  const { db, limits } = ctx.services;
  const attempt = await limits.take(SIGNUPS_PER_CLIENT, ctx.clientAddress);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfter);
  if (await findCompanyByEmail(db, input.email)) throw emailTaken('email');
  const passwordHash = await hashPassword(input.password);
  const company = await atomically(ctx.services, async (work) => {
    const created = await createCompany(work, {
      email: input.email,
      passwordHash,
      language: languageOfRequest(ctx),
    });
    if (created) await sendVerificationCode(ctx, work, created);
    return created;
  });
  if (!company) throw emailTaken('email');
  // The first code counts towards the account's codes of the day; the account exists whatever happens here.
  await limits
    .take(EMAIL_CODE_SENDS_PER_DAY, company.id)
    .catch((error: unknown) => ctx.services.log.error('first code not counted', { error: String(error) }));
  return statusMessage('account.created');
};
