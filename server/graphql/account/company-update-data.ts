/**
 * CompanyUpdateData: name, privacy, new password, new e-mail, in one unit of work: everything it asks for is saved,
 * and its mail and live message sent, or nothing is. Changing the password ends the other sessions.
 */
import type { MutationResolver } from '../resolver-types';
import { UpdateData } from '../../../src/domain/account-settings';
import type { CompanyRow } from '../../db/schema';
import { hashPassword } from '../../services/crypto';
import { updateCompany } from '../../services/accounts';
import { revokeAllSessions } from '../../services/sessions';
import { actorOf, audit } from '../../services/audit';
import { atomically } from '../../services/unit-of-work';
import { codedNotice } from '../../services/notifications';
import { validInput, withoutNulls } from '../errors';
import { refuseStaffSession, requireCurrentPassword } from './shared';
import { startEmailChange } from './email-change';
import { statusMessage } from '../answers';
import { signedIn } from '../access';

export const CompanyUpdateData: MutationResolver<'CompanyUpdateData'> = async (_parent, args, ctx) => {
  const active = signedIn(ctx);
  const { company, session } = active;
  const given = withoutNulls(args);
  // A settings form may send the address it shows; only a different one starts a change.
  if (given.new_email?.trim().toLowerCase() === company.email) delete given.new_email;
  const input = validInput(UpdateData, given);
  const actor = actorOf(session);
  const newEmail = input.new_email;
  if (input.new_password !== undefined || newEmail !== undefined) {
    refuseStaffSession(active);
    await requireCurrentPassword(ctx, company, input.password ?? '');
  }
  const changes: Partial<CompanyRow> = {};
  if (input.company_name !== undefined) changes.company_name = input.company_name;
  if (input.privacy !== undefined) changes.privacy = input.privacy;
  if (input.new_password !== undefined) changes.password_hash = await hashPassword(input.new_password);
  await atomically(ctx.services, async (work) => {
    // A refused new address (taken, the same) rolls the whole change back: the form can be sent again.
    if (newEmail !== undefined) await startEmailChange(ctx, work, company, actor, newEmail, 'new_email');
    if (Object.keys(changes).length > 0) await updateCompany(work, company.id, changes);
    if (input.new_password !== undefined) {
      await revokeAllSessions(work, company.id, session.id);
      await audit(work.db, {
        action: 'password.changed',
        companyId: company.id,
        actor,
        clientAddress: ctx.clientAddress,
      });
    }
    await work.notify(company.id, codedNotice({ code: 'account.updated', origin: session.id }));
  });
  return statusMessage(newEmail !== undefined ? 'account.updatedEmailPending' : 'account.updated');
};
