/** The fields of a Campaign: its brand and products (read once per page), its settings, price and history. */
import type { CampaignResolvers } from '../generated';
import type { CampaignRow } from '../../db/schema';
import type { CampaignDraft } from '../../../src/domain/campaign';
import { findCampaign, statusHistory } from '../../services/campaigns/listing';
import { resubmittedAs } from '../../services/campaigns/resubmission';
import { findCard } from '../../services/cards';
import { notFound } from '../errors';
import { brandOf } from '../catalog/shared';
import { loaders } from '../loaders';

const settings = (campaign: CampaignRow) => campaign.settings as CampaignDraft;

export const campaignFields: CampaignResolvers = {
  brand: async (campaign, _args, ctx) => {
    const brand = await brandOf(ctx, campaign.company_id, campaign.brand_id);
    if (!brand) throw notFound('Brand');
    return brand;
  },
  products: (campaign, _args, ctx) => loaders(ctx).campaignProducts.load(campaign.id),
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
  resubmitted_from: (campaign, _args, ctx) =>
    campaign.resubmitted_from
      ? findCampaign(ctx.services.db, campaign.company_id, campaign.resubmitted_from)
      : null,
  resubmitted_as: (campaign, _args, ctx) =>
    campaign.status === 'rejected' ? resubmittedAs(ctx.services.db, campaign.company_id, campaign.id) : null,
  created_at: (campaign) => campaign.created_at.toISOString(),
};
