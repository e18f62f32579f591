/** CompanyLogout: revokes the current session. */
import type { MutationResolver } from '../resolver-types';
import { revokeSession } from '../../services/sessions';
import { actorOf, audit } from '../../services/audit';
import { atomically } from '../../services/unit-of-work';
import { statusMessage } from '../answers';
import { signedIn } from '../access';

export const CompanyLogout: MutationResolver<'CompanyLogout'> = async (_parent, _args, ctx) => {
  const { session, company } = signedIn(ctx);
  await atomically(ctx.services, async (work) => {
    await revokeSession(work, session.id);
    await audit(work.db, {
      action: 'logout',
      companyId: company.id,
      actor: actorOf(session),
      clientAddress: ctx.clientAddress,
    });
  });
  return statusMessage('session.loggedOut');
};
