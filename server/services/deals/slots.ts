/** What hiring for a campaign may still do (CampaignHiring): its slots per product, who is hired, its targeting. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignProducts, campaigns, deals, products } from '../../db/schema';
import { escrowKeptForOtherSlots, hireFunding, perDealOf, targetingOf } from '../../../src/domain/hiring';
import { balanceOf, ledgerAccount } from '../ledger';
import { isId } from '../catalog';

/** The slots of a company's campaign: per product, deals bought and hired (not canceled), and who is hired. */
export async function hiringOf(db: Database, companyId: string, campaignId: string) {
  if (!isId(campaignId)) return null;
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.company_id, companyId)));
  if (!campaign) return null;
  const [lines, made, escrow] = await Promise.all([
    db
      .select({ product: products })
      .from(campaignProducts)
      .innerJoin(products, eq(products.id, campaignProducts.product_id))
      .where(eq(campaignProducts.campaign_id, campaign.id)),
    db
      .select({ product_id: deals.product_id, creator_id: deals.creator_id, status: deals.status })
      .from(deals)
      .where(eq(deals.campaign_id, campaign.id)),
    balanceOf(db, ledgerAccount.campaign(campaign.id)),
  ]);
  const taken = made.filter((deal) => deal.status !== 'canceled');
  const filled: Record<string, number> = {};
  for (const deal of taken) filled[deal.product_id] = (filled[deal.product_id] ?? 0) + 1;
  const productLines = lines.flatMap(({ product }) => {
    const line = perDealOf(campaign.price_breakdown, product.id);
    if (!line) return [];
    const hired = taken.filter((deal) => deal.product_id === product.id).length;
    return [
      {
        product,
        deals: line.deals,
        hired,
        slots_left: Math.max(0, line.deals - hired),
        per_deal: line.per_deal,
        // How the next hire of it is paid: what the campaign's funds lack for it beyond the other open slots.
        from_wallet: hireFunding(
          line.per_deal.total,
          escrow,
          escrowKeptForOtherSlots(campaign.price_breakdown, filled, product.id),
        ).from_wallet,
      },
    ];
  });
  const bought = productLines.reduce((sum, line) => sum + line.deals, 0);
  const hired = productLines.reduce((sum, line) => sum + line.hired, 0);
  const slotsLeft = productLines.reduce((sum, line) => sum + line.slots_left, 0);
  return {
    campaign,
    deals: bought,
    hired,
    slots_left: slotsLeft,
    can_hire: campaign.status === 'active' && slotsLeft > 0,
    products: productLines,
    hired_creator_ids: taken.map((deal) => deal.creator_id),
    targeting: targetingOf(campaign.settings),
  };
}
