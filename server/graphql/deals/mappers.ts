/** What the deal resolvers pass down for each GraphQL type of the deals area (codegen.ts mappers). */
import type { campaigns, ContentItemRow, DealEventRow, DealRow, ProductRow } from '../../db/schema';
import type { DealPrice } from '../../../src/domain/pricing';
import type { Targeting } from '../../../src/domain/hiring';

export type DealParent = DealRow;
export type DealCampaignParent = typeof campaigns.$inferSelect;
export type ContentItemParent = ContentItemRow;
export type DealHistoryParent = DealEventRow;
export type CampaignHiringParent = {
  campaign: DealCampaignParent;
  deals: number;
  hired: number;
  slots_left: number;
  can_hire: boolean;
  products: Array<{
    product: ProductRow;
    deals: number;
    hired: number;
    slots_left: number;
    per_deal: DealPrice;
    from_wallet: number;
  }>;
  hired_creator_ids: string[];
  targeting: Targeting;
};
