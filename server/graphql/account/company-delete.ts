/**
 * CompanyDelete: the owner closes the account, whatever step they stopped at; every session ends. A company that
 * holds money (src/domain/closing.ts) is refused with COMPANY_HOLDS_MONEY and what it holds: it spends it, or asks
 * staff for a payout (`staff wallet payout`), first. Its ledger accounts and their history stay.
 */
import type { MutationResolver } from '../resolver-types';
import { deleteCompany } from '../../services/accounts';
import { moneyHeld } from '../../services/company-closing';
import { audit } from '../../services/audit';
import { atomically } from '../../services/unit-of-work';
import { holdsMoney } from '../../../src/domain/closing';
import { refuseStaffSession } from './shared';
import { statusMessage } from '../answers';
import { signedIn } from '../access';
import { refused } from '../errors';

export const CompanyDelete: MutationResolver<'CompanyDelete'> = async (_parent, _args, ctx) => {
  const active = signedIn(ctx);
  refuseStaffSession(active);
  await atomically(ctx.services, async (work) => {
    const held = await moneyHeld(work.db, active.company.id);
    if (holdsMoney(held))
      throw refused(
        'COMPANY_HOLDS_MONEY',
        'The company still holds money: spend it, or ask staff for a payout, before closing the account',
        { holds: held },
      );
    await deleteCompany(work, ctx.services.files, active.company);
    await audit(work.db, {
      action: 'account.deleted',
      companyId: active.company.id,
      clientAddress: ctx.clientAddress,
    });
  });
  return statusMessage('account.deleted');
};
