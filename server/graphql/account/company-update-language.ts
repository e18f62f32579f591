/**
 * CompanyUpdateLanguage: the owner's choice of language. Staff acting through an impersonation link may switch
 * their own screen, not the account.
 */
import type { MutationResolver } from '../resolver-types';
import { LanguageChoice } from '../../../src/domain/account';
import { updateCompany } from '../../services/accounts';
import { atomically } from '../../services/unit-of-work';
import { validInput } from '../errors';
import { refuseStaffSession } from './shared';
import { signedIn } from '../access';

export const CompanyUpdateLanguage: MutationResolver<'CompanyUpdateLanguage'> = async (
  _parent,
  args,
  ctx,
) => {
  const active = signedIn(ctx);
  refuseStaffSession(active);
  const { language } = validInput(LanguageChoice, args);
  if (language === active.company.language) return active.company;
  return atomically(ctx.services, (work) => updateCompany(work, active.company.id, { language }));
};
