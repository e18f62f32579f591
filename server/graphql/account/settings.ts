/**
 * Account settings: CompanyUpdateData (name, privacy, new password, new e-mail), the profile picture and
 * deletion. Changing the password ends the other sessions; deleting ends them all.
 */
import type { Resolvers } from '../generated';
import { ProfilePicture, UpdateData } from '../../../src/domain/account';
import { hashPassword } from '../../services/crypto';
import { deleteCompany, updateCompany } from '../../services/accounts';
import { revokeAllSessions } from '../../services/sessions';
import { actorOf, audit } from '../../services/audit';
import type { CompanyRow } from '../../db/schema';
import { badInput, validInput } from '../errors';
import { refuseStaffSession, requireCurrentPassword, withoutNulls } from './shared';
import { startEmailChange } from './change-email';

export const settingsResolvers: Resolvers = {
  Mutation: {
    CompanyUpdateData: async (_parent, args, ctx) => {
      const active = await ctx.requireSession();
      const { company, session } = active;
      const given = withoutNulls(args);
      // A settings form may send the address it shows; only a different one starts a change.
      if (given.new_email?.trim().toLowerCase() === company.email) delete given.new_email;
      const input = validInput(UpdateData, given);
      const { db } = ctx.services;
      const actor = actorOf(session);
      const newEmail = input.new_email !== undefined;
      if (input.new_password !== undefined || newEmail) {
        refuseStaffSession(active);
        await requireCurrentPassword(ctx, company, input.password ?? '');
      }
      const changes: Partial<CompanyRow> = {};
      if (input.company_name !== undefined) changes.company_name = input.company_name;
      if (input.privacy !== undefined) changes.privacy = input.privacy;
      if (input.new_password !== undefined) changes.password_hash = await hashPassword(input.new_password);
      // The new address is checked (and its link mailed) before anything is saved: a refused address saves
      // nothing, and the same form can be sent again once it is corrected.
      if (input.new_email !== undefined)
        await startEmailChange(ctx, company, actor, input.new_email, 'new_email');
      if (Object.keys(changes).length > 0) await updateCompany(db, company.id, changes);
      if (input.new_password !== undefined) {
        await revokeAllSessions(db, company.id, session.id);
        await audit(db, {
          action: 'password.changed',
          companyId: company.id,
          actor,
          clientAddress: ctx.clientAddress,
        });
      }
      await ctx.services.notifications.notify(company.id, {
        message: 'Your account was updated',
        kind: 'account.updated',
      });
      return {
        status: true,
        message: newEmail
          ? 'Your account was updated. We have sent a confirmation link to your new e-mail address'
          : 'Your account was updated',
      };
    },
    CompanyUpdateProfilePicture: async (_parent, args, ctx) => {
      const { company } = await ctx.requireSession();
      const input = validInput(ProfilePicture, { image: args.image ?? null });
      let picture: string | null = null;
      if (input.image !== null) {
        const saved = await ctx.services.files.saveImage(input.image);
        if (!saved.ok) throw badInput({ image: { code: saved.code } });
        picture = saved.path;
      }
      const updated = await updateCompany(ctx.services.db, company.id, { profile_picture_image: picture });
      await ctx.services.files.remove(company.profile_picture_image);
      return updated;
    },
    CompanyDelete: async (_parent, _args, ctx) => {
      const active = await ctx.requireSession();
      refuseStaffSession(active);
      await deleteCompany(ctx.services.db, ctx.services.files, active.company);
      await audit(ctx.services.db, {
        action: 'account.deleted',
        companyId: active.company.id,
        clientAddress: ctx.clientAddress,
      });
      return { status: true, message: 'Your account was deleted' };
    },
  },
};
