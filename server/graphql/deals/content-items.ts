/**
 * ContentItems: the content delivered on the company's deals, filtered and paged (by number, or on from the page
 * before's cursor), with a zip of the filter.
 */
import type { QueryResolver } from '../resolver-types';
import { CONTENT_KINDS, CONTENT_STATUSES } from '../../../src/domain/content';
import { CONTENT_PAGE_SIZE } from '../../../src/domain/hiring';
import { listContent } from '../../services/deals/content';
import { zipLink } from '../../services/deals/content-files';
import { object, optional } from 'superstruct';
import { decodeCursor, pageCursor } from '../../../src/domain/paging';
import { validInput } from '../errors';
import { controlCharacters, pageOf, refuseFaults, unknownValues } from './filters';
import { signedIn } from '../access';

export const ContentItems: QueryResolver<'ContentItems'> = async (_parent, args, ctx) => {
  const { company, session } = signedIn(ctx);
  refuseFaults(
    unknownValues(args.status ? [args.status] : [], CONTENT_STATUSES, 'status'),
    unknownValues(args.kind ? [args.kind] : [], CONTENT_KINDS, 'kind'),
    controlCharacters(args.after, 'after'),
  );
  const { after } = validInput(object({ after: optional(pageCursor) }), { after: args.after ?? undefined });
  const paging = pageOf(args.page, args.page_size, CONTENT_PAGE_SIZE);
  const filters = {
    campaign_id: args.campaign_id ?? undefined,
    brand_id: args.brand_id ?? undefined,
    kind: args.kind ?? undefined,
    status: args.status ?? undefined,
  };
  const result = await listContent(ctx.services.db, company.id, {
    ...filters,
    ...paging,
    after: after ? (decodeCursor(after) ?? undefined) : undefined,
  });
  return {
    ...result,
    ...paging,
    download_all_url: zipLink(ctx.services, session.id, filters),
  };
};
