/** ResetPasswordLink: what a reset link is worth before the user types (valid, expired, used or invalid). */
import type { QueryResolver } from '../resolver-types';
import { ResetLink, ResetLinkText, type LinkState } from '../../../src/domain/account';
import { check } from '../../../src/domain/validation';
import { findAccountToken, findCompanyByEmail } from '../../services/accounts';
import { validInput } from '../errors';

export const ResetPasswordLink: QueryResolver<'ResetPasswordLink'> = async (
  _parent,
  args,
  ctx,
): Promise<LinkState> => {
  validInput(ResetLinkText, args);
  const input = check(ResetLink, args);
  if (!input.ok) return 'invalid';
  const { db } = ctx.services;
  const found = await findAccountToken(db, 'reset', input.value.token);
  if (found.state === 'unknown') return 'invalid';
  if (found.state !== 'valid') return found.state;
  const company = await findCompanyByEmail(db, input.value.email);
  return company?.id === found.row.company_id ? 'valid' : 'invalid';
};
