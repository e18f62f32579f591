/**
 * CompanyImpersonate: exchanges the one-time token of a staff-made link for a short-lived session marked as
 * staff-made (CompanyData.impersonated). Every use is written to the audit log, with the session, or not at all.
 */
import type { MutationResolver } from '../resolver-types';
import { Impersonate } from '../../../src/domain/account';
import { consumeAccountToken, findAccountToken } from '../../services/accounts';
import { openSession } from '../../services/sessions';
import { audit } from '../../services/audit';
import { atomically } from '../../services/unit-of-work';
import { validInput } from '../errors';
import { linkRefused } from './shared';

export const CompanyImpersonate: MutationResolver<'CompanyImpersonate'> = async (_parent, args, ctx) => {
  const input = validInput(Impersonate, args);
  const found = await findAccountToken(ctx.services.db, 'impersonation', input.token);
  if (found.state !== 'valid') throw linkRefused(found.state);
  const companyId = found.row.company_id;
  const authorization = await atomically(ctx.services, async (work) => {
    if (!(await consumeAccountToken(work.db, found.row.id))) return null;
    const opened = await openSession(work.db, companyId, 'staff');
    await audit(work.db, {
      action: 'impersonation.used',
      companyId,
      actor: 'staff',
      clientAddress: ctx.clientAddress,
    });
    return opened;
  });
  if (!authorization) throw linkRefused('used');
  return { status: true, authorization };
};
