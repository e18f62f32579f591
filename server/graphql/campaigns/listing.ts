/** The listing (tabs with counts, search, sort, pages in the database), one campaign, and the dashboard's spend. */
import type { Resolvers } from '../generated';
import type { Context } from '../../context';
import type { CampaignRow, ProductRow } from '../../db/schema';
import {
  CAMPAIGN_TABS,
  CAMPAIGNS_PAGE_SIZE,
  CampaignsQuery,
  type CampaignDraft,
} from '../../../src/domain/campaign';
import {
  campaignSpend,
  countByStatus,
  findCampaign,
  listCampaigns,
  productsOfCampaigns,
  statusHistory,
} from '../../services/campaigns';
import { notFound, validInput, withoutNulls } from '../errors';
import { brandOf } from '../catalog/shared';
import { findCard } from '../../services/campaigns';

type Products = Map<string, Array<{ product: ProductRow; deals: number }>>;
const perRequest = new WeakMap<object, Promise<Products>>();

/** The products of every campaign of a page, loaded once for the page. */
function rememberPage(ctx: Context, rows: CampaignRow[]): void {
  perRequest.set(
    ctx,
    productsOfCampaigns(
      ctx.services.db,
      rows.map((row) => row.id),
    ),
  );
}

async function productsOf(ctx: Context, campaign: CampaignRow) {
  const page = perRequest.get(ctx);
  const found = page ? (await page).get(campaign.id) : undefined;
  if (found) return found;
  return (await productsOfCampaigns(ctx.services.db, [campaign.id])).get(campaign.id) ?? [];
}

const settings = (campaign: CampaignRow) => campaign.settings as CampaignDraft;

export const listingResolvers: Resolvers = {
  Query: {
    Campaigns: async (_parent, args, ctx) => {
      const query = validInput(CampaignsQuery, {
        ...withoutNulls(args),
        tab: args.tab ?? 'active',
        sort: args.sort ?? 'newest',
        page: args.page ?? 1,
        page_size: args.page_size ?? CAMPAIGNS_PAGE_SIZE,
      });
      const { company } = await ctx.requireReadyCompany();
      const [{ items, total }, counts] = await Promise.all([
        listCampaigns(ctx.services.db, company.id, query),
        countByStatus(ctx.services.db, company.id),
      ]);
      rememberPage(ctx, items);
      return {
        items,
        total: total ?? counts.get(query.tab) ?? 0,
        page: query.page,
        page_size: query.page_size,
        tabs: CAMPAIGN_TABS.map((tab) => ({ tab, count: counts.get(tab) ?? 0 })),
      };
    },
    Campaign: async (_parent, { id }, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      return findCampaign(ctx.services.db, company.id, id);
    },
    CampaignSpend: async (_parent, _args, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      return campaignSpend(ctx.services.db, company.id);
    },
  },
  Campaign: {
    brand: async (campaign, _args, ctx) => {
      const brand = await brandOf(ctx, campaign.company_id, campaign.brand_id);
      if (!brand) throw notFound('Brand');
      return brand;
    },
    products: (campaign, _args, ctx) => productsOf(ctx, campaign),
    delivery: (campaign) => settings(campaign).delivery ?? 'shipping',
    taxes_cents: (campaign) => settings(campaign).taxes_cents ?? null,
    shipping_cents: (campaign) => settings(campaign).shipping_cents ?? null,
    deals: (campaign) => campaign.deals_total,
    creator_tier: (campaign) => settings(campaign).creator_tier ?? 'basic',
    category: (campaign) => settings(campaign).category ?? 'other',
    ages: (campaign) => settings(campaign).ages ?? [],
    genders: (campaign) => settings(campaign).genders ?? [],
    ethnicities: (campaign) => settings(campaign).ethnicities ?? [],
    must_haves: (campaign) => settings(campaign).must_haves ?? [],
    content_brief: (campaign) => settings(campaign).content_brief ?? '',
    format: (campaign) => settings(campaign).format ?? 'any',
    links: (campaign) => settings(campaign).links ?? [],
    video_duration: (campaign) => settings(campaign).video_duration ?? null,
    payment_method: (campaign) => campaign.payment_method ?? 'wallet',
    payment_card: async (campaign, _args, ctx) => {
      if (!campaign.payment_card_id) return null;
      const card = await findCard(ctx.services.db, campaign.company_id, campaign.payment_card_id);
      return card ? `${card.brand} ${card.last4}` : null;
    },
    price: (campaign) => {
      if (!campaign.price_breakdown) throw new Error(`campaign ${campaign.id} has no price`);
      return campaign.price_breakdown;
    },
    spent: (campaign) => campaign.total_cents - campaign.refunded_cents,
    refunded: (campaign) => campaign.refunded_cents,
    status_history: (campaign, _args, ctx) => statusHistory(ctx.services.db, campaign.id),
    created_at: (campaign) => campaign.created_at.toISOString(),
  },
  CampaignStatusChange: {
    created_at: (change) => change.created_at.toISOString(),
  },
};
