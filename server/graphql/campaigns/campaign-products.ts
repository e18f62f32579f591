/** The products of the campaigns of a listing page, read once for the page. */
import type { Context } from '../../context';
import type { CampaignRow, ProductRow } from '../../db/schema';
import { productsOfCampaigns } from '../../services/campaigns/listing';

type Products = Map<string, Array<{ product: ProductRow; deals: number }>>;
const perRequest = new WeakMap<object, Promise<Products>>();
const pageIds = new WeakMap<object, Set<string>>();

/** The products of every campaign of a page, loaded once for the page. */
export function rememberPage(ctx: Context, rows: CampaignRow[]): void {
  pageIds.set(ctx, new Set(rows.map((row) => row.id)));
  perRequest.set(
    ctx,
    productsOfCampaigns(
      ctx.services.db,
      rows.map((row) => row.id),
    ),
  );
}

export async function productsOf(ctx: Context, campaign: CampaignRow) {
  const page = perRequest.get(ctx);
  const loaded = page ? await page : undefined;
  // A campaign of the page read without products has none: it is not asked for again.
  if (loaded && pageIds.get(ctx)?.has(campaign.id)) return loaded.get(campaign.id) ?? [];
  return (await productsOfCampaigns(ctx.services.db, [campaign.id])).get(campaign.id) ?? [];
}
