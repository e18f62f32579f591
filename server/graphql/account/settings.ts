/**
 * Account settings: CompanyUpdateData (name, privacy, new password, new e-mail), the profile picture, the
 * language and deletion. Each is one unit of work: everything it asks for is saved, and its mail and live message
 * sent, or nothing is. Changing the password ends the other sessions; deleting ends them all.
 */
import type { Resolvers } from '../generated';
import { LanguageChoice, ProfilePicture, UpdateData } from '../../../src/domain/account';
import { hashPassword } from '../../services/crypto';
import { deleteCompany, updateCompany } from '../../services/accounts';
import { revokeAllSessions } from '../../services/sessions';
import { actorOf, audit } from '../../services/audit';
import { atomically } from '../../services/unit-of-work';
import { codedNotice } from '../../services/notifications';
import type { CompanyRow } from '../../db/schema';
import { badInput, validInput, withoutNulls } from '../errors';
import { refuseStaffSession, requireCurrentPassword } from './shared';
import { startEmailChange } from './change-email';
import { statusMessage } from '../answers';

export const settingsResolvers: Resolvers = {
  Mutation: {
    CompanyUpdateData: async (_parent, args, ctx) => {
      const active = await ctx.requireReadyCompany();
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
    },
    CompanyUpdateProfilePicture: async (_parent, args, ctx) => {
      const input = validInput(ProfilePicture, { image: args.image ?? null });
      const { company } = await ctx.requireReadyCompany();
      const { files } = ctx.services;
      let picture: string | null = null;
      if (input.image !== null) {
        const saved = await files.saveImage(input.image);
        if (!saved.ok) throw badInput({ image: { code: saved.code } });
        picture = saved.path;
      }
      return atomically(ctx.services, async (work) => {
        work.onRollback(() => files.remove(picture));
        const updated = await updateCompany(work, company.id, { profile_picture_image: picture });
        work.afterCommit(() => files.remove(company.profile_picture_image));
        return updated;
      });
    },
    // The owner's choice: staff acting through an impersonation link may switch their own screen, not the account.
    CompanyUpdateLanguage: async (_parent, args, ctx) => {
      const active = await ctx.requireSession();
      refuseStaffSession(active);
      const { language } = validInput(LanguageChoice, args);
      if (language === active.company.language) return active.company;
      return atomically(ctx.services, (work) => updateCompany(work, active.company.id, { language }));
    },
    CompanyDelete: async (_parent, _args, ctx) => {
      const active = await ctx.requireSession();
      refuseStaffSession(active);
      await atomically(ctx.services, async (work) => {
        await deleteCompany(work, ctx.services.files, active.company);
        await audit(work.db, {
          action: 'account.deleted',
          companyId: active.company.id,
          clientAddress: ctx.clientAddress,
        });
      });
      return statusMessage('account.deleted');
    },
  },
};
