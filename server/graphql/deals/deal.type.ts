/** The fields of a Deal: its related rows (read once per request), timeline, history, content and cost. */
import { showsShippingAddress, trackingLink, type Carrier } from '../../../src/domain/shipping';
import type { DealResolvers } from '../generated';
import { MAX_CONTENT_REVISIONS, TIMELINE_STEPS } from '../../../src/domain/deal';
import { historyOf } from '../../services/deals/listing';
import { contentOfDeal } from '../../services/deals/content';
import { costOf } from '../../services/deals/records';
import { iso } from './filters';
import { campaignOf, creatorOf, productOf } from './related';

export const dealFields: DealResolvers = {
  campaign: (deal, _args, ctx) => campaignOf(ctx, deal.campaign_id),
  product: (deal, _args, ctx) => productOf(ctx, deal.product_id),
  creator: (deal, _args, ctx) => creatorOf(ctx, deal.creator_id),
  max_revisions: () => MAX_CONTENT_REVISIONS,
  due_at: (deal) => iso(deal.due_at),
  publish_at: (deal) => iso(deal.publish_at),
  timeline: (deal) =>
    TIMELINE_STEPS.map((step) => ({
      step,
      at: iso(
        {
          started: deal.started_at,
          purchased: deal.purchased_at,
          received: deal.received_at,
          uploaded: deal.uploaded_at,
          paid: deal.paid_at,
        }[step],
      ),
    })),
  history: (deal, _args, ctx) => historyOf(ctx.services.db, deal.id),
  content: (deal, _args, ctx) => contentOfDeal(ctx.services.db, deal.id),
  feedback: async (deal, _args, ctx) =>
    (await historyOf(ctx.services.db, deal.id)).filter((entry) => entry.event === 'content.decline'),
  cost: (deal) => costOf(deal),
  tracking_url: (deal) =>
    deal.carrier && deal.tracking_number ? trackingLink(deal.carrier as Carrier, deal.tracking_number) : null,
  // Deals are read only for their own company (findDeal, listDeals), so this is the hiring company's.
  shipping_address: async (deal, _args, ctx) =>
    showsShippingAddress(deal) ? ((await creatorOf(ctx, deal.creator_id)).address ?? null) : null,
  created_at: (deal) => deal.created_at.toISOString(),
  updated_at: (deal) => deal.updated_at.toISOString(),
};
