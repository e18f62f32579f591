/** DealCheckMustHave: the brand ticks or unticks one must-have of the review checklist on the upload it reviews. */
import type { MutationResolver } from '../resolver-types';
import { checkMustHave } from '../../services/deals/checklist';
import { signedIn } from '../access';
import { dealError } from './refusals';
import { refuseControlCharacters } from '../plain-text';

export const DealCheckMustHave: MutationResolver<'DealCheckMustHave'> = async (
  _parent,
  { id, content_id, tag, checked },
  ctx,
) => {
  refuseControlCharacters({ tag });
  const { company } = signedIn(ctx);
  try {
    return await checkMustHave(ctx.services.db, company.id, {
      dealId: id,
      contentId: content_id,
      tag,
      checked,
    });
  } catch (error) {
    throw dealError(error, 'Content');
  }
};
