/**
 * CompanyImpersonate: exchanges the one-time token of a staff-made link for a short-lived session marked as
 * staff-made (CompanyData.impersonated). Every use is written to the audit log.
 */
import type { Resolvers } from '../generated';
import { Impersonate } from '../../../src/domain/account';
import { consumeAccountToken, findAccountToken } from '../../services/accounts';
import { openSession } from '../../services/sessions';
import { audit } from '../../services/audit';
import { refused, validInput } from '../errors';

export const impersonationResolvers: Resolvers = {
  Mutation: {
    CompanyImpersonate: async (_parent, args, ctx) => {
      const input = validInput(Impersonate, args);
      const { db } = ctx.services;
      const found = await findAccountToken(db, 'impersonation', input.token);
      if (found.state === 'expired')
        throw refused('LINK_EXPIRED', 'This link has expired, please ask for a new one');
      if (found.state !== 'valid' || !(await consumeAccountToken(db, found.row.id))) {
        throw refused('LINK_INVALID', 'This link is not valid or was already used');
      }
      const authorization = await openSession(db, found.row.company_id, 'staff');
      await audit(db, {
        action: 'impersonation.used',
        companyId: found.row.company_id,
        actor: 'staff',
        clientAddress: ctx.clientAddress,
      });
      return { status: true, authorization };
    },
  },
};
