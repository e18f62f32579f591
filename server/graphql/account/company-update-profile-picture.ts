/** CompanyUpdateProfilePicture: a data URL stored as the picture, or null to remove it; the old file goes after. */
import type { MutationResolver } from '../resolver-types';
import { ProfilePicture } from '../../../src/domain/images';
import { updateCompany } from '../../services/accounts';
import { atomically } from '../../services/unit-of-work';
import { badInput, validInput } from '../errors';
import { signedIn } from '../access';

export const CompanyUpdateProfilePicture: MutationResolver<'CompanyUpdateProfilePicture'> = async (
  _parent,
  args,
  ctx,
) => {
  const input = validInput(ProfilePicture, { image: args.image ?? null });
  const { company } = signedIn(ctx);
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
};
