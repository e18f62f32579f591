/**
 * How a campaign's deals are shared among its products (issue 22): the user says how many deals feature each
 * chosen product, starting from the even split. The shares must add up to the campaign's deals (SettingsStep's
 * `dealsSplit`); the summary, the price and the API take them as they are.
 */
/** One product of a campaign and how many of its deals feature it (campaign.ts's CampaignProductInput). */
type CampaignProductInput = { product_id: string; deals: number };
type Share = Pick<CampaignProductInput, 'deals'>;

/**
 * Splits a campaign's deals over its products as evenly as they go, the first products taking one more when they
 * do not divide (10 deals over 3 products: 4, 3, 3): where the user's split starts.
 */
export function splitDeals(deals: number, productIds: readonly string[]): CampaignProductInput[] {
  const count = productIds.length;
  if (count === 0) return [];
  return productIds.map((product_id, index) => ({
    product_id,
    deals: Math.floor(deals / count) + (index < deals % count ? 1 : 0),
  }));
}

/** How many deals the products' shares give out, to compare with the campaign's. */
export const assignedDeals = (products: readonly Share[]): number =>
  products.reduce((sum, product) => sum + product.deals, 0);

/**
 * The products once one is chosen or let go. Where only one may be chosen, choosing replaces it. A changed set
 * of products starts again from the even split of the campaign's deals.
 */
export function chooseProduct(
  products: readonly CampaignProductInput[],
  productId: string,
  chosen: boolean,
  deals: number,
  max: number,
): CampaignProductInput[] {
  const ids = products.map((product) => product.product_id).filter((id) => id !== productId);
  const next = !chosen ? ids : max === 1 ? [productId] : [...ids, productId];
  return splitDeals(deals, next);
}

/** The products with one product's deals as the user typed them (a whole number, 0 while unreadable). */
export function withProductDeals(
  products: readonly CampaignProductInput[],
  productId: string,
  deals: number,
): CampaignProductInput[] {
  const typed = Number.isFinite(deals) ? Math.max(0, Math.trunc(deals)) : 0;
  return products.map((product) =>
    product.product_id === productId ? { ...product, deals: typed } : product,
  );
}
