/**
 * CompanyLogin. Log-ins are limited per address and per client address: each try is counted in the database
 * before the password is checked, so parallel guesses cannot slip past the limit; a right password then forgets
 * the address's failures and gives back the client's try. The answer to a wrong password is the same whether or
 * not the address exists, and takes as long.
 */
import type { MutationResolver } from '../resolver-types';
import { LoginInput } from '../../../src/domain/account';
import { LOGIN_ATTEMPTS_PER_CLIENT, LOGIN_ATTEMPTS_PER_EMAIL } from '../../../src/domain/constants';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../services/crypto';
import { findCompanyByEmail } from '../../services/accounts';
import { refusalOf } from '../../services/rate-limit';
import { openSession } from '../../services/sessions';
import { audit } from '../../services/audit';
import { atomically } from '../../services/unit-of-work';
import { rateLimited, refused, validInput } from '../errors';

export const CompanyLogin: MutationResolver<'CompanyLogin'> = async (_parent, args, ctx) => {
  const input = validInput(LoginInput, args);
  const { db, limits } = ctx.services;
  const [byEmail, byClient] = await Promise.all([
    limits.take(LOGIN_ATTEMPTS_PER_EMAIL, input.email),
    limits.take(LOGIN_ATTEMPTS_PER_CLIENT, ctx.clientAddress),
  ]);
  const company = await findCompanyByEmail(db, input.email);
  const waiting = refusalOf([byEmail, byClient]);
  if (waiting !== null) {
    await audit(db, {
      action: 'login.limited',
      companyId: company?.id ?? null,
      clientAddress: ctx.clientAddress,
    });
    throw rateLimited(waiting);
  }
  const matches = await verifyPassword(input.password, company?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!company || !matches) {
    await audit(db, {
      action: 'login.failed',
      companyId: company?.id ?? null,
      clientAddress: ctx.clientAddress,
    });
    throw refused('INVALID_CREDENTIALS', 'The e-mail address or the password is not correct');
  }
  await limits.forget(LOGIN_ATTEMPTS_PER_EMAIL, input.email);
  await byClient.giveBack();
  const authorization = await atomically(ctx.services, async (work) => {
    const opened = await openSession(work.db, company.id, 'login');
    await audit(work.db, { action: 'login', companyId: company.id, clientAddress: ctx.clientAddress });
    return opened;
  });
  return { status: true, authorization };
};
