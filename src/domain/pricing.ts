/**
 * What a campaign costs (DESIGN.md §6 "Pricing"): the figures are the tables below, in cents, so the business
 * changes a price here and the wizard's summary and the API's charge follow. One function, `priceCampaign`, makes
 * every line; the web app shows its lines and the API recomputes them at submission and freezes them on the
 * campaign, never trusting a total sent by the browser.
 *
 * Per deal: the creator fee of the kind, the extra of a longer video, the pro tier surcharge, and when delivery is
 * refund the product's price plus the taxes and shipping compensation the creator is paid back; then the
 * platform fee on the creator's part. The campaign is the sum over its products of (per deal × their deals).
 */
import { PRO_TIER_SURCHARGE_CENTS } from './constants';
import type { CampaignKind, DeliveryMethod, VideoDuration } from './campaign';
import { isVideoKind } from './campaign';

/** The creator's fee per deal, by kind. */
export const CREATOR_FEE_CENTS: Record<CampaignKind, number> = {
  ugc_image: 49_00,
  ugc_video: 89_00,
  social_media: 129_00,
  product_package: 29_00,
};

/** What a video duration adds per deal; 15 and 30 seconds are included. */
export const DURATION_EXTRA_CENTS: Record<VideoDuration, number> = {
  '15s': 0,
  '30s': 0,
  '60s': 20_00,
  '90s': 35_00,
  '3m': 60_00,
};

/** The platform's fee: a share of the creator's part of each deal (fee, video extra and tier surcharge). */
export const PLATFORM_FEE_RATE = 0.1;

export type PricingInput = {
  kind: CampaignKind;
  delivery: DeliveryMethod;
  creator_tier: 'basic' | 'pro';
  video_duration?: VideoDuration | undefined;
  taxes_cents?: number | undefined;
  shipping_cents?: number | undefined;
  /** Each product with its price (cents) and the number of deals that feature it. */
  products: ReadonlyArray<{ product_id: string; price: number; deals: number }>;
};

/** One deal of one product, line by line. */
export type DealPrice = {
  creator_fee: number;
  duration_extra: number;
  pro_surcharge: number;
  product_price: number;
  taxes: number;
  shipping: number;
  platform_fee: number;
  total: number;
};

export type ProductLine = { product_id: string; deals: number; per_deal: DealPrice; total: number };

export type CampaignPrice = {
  lines: ProductLine[];
  deals: number;
  /** Each column of DealPrice summed over every deal of the campaign. */
  creator_fees: number;
  duration_extras: number;
  pro_surcharges: number;
  product_prices: number;
  taxes: number;
  shipping: number;
  platform_fees: number;
  /** What the campaign costs before any payment fee. */
  subtotal: number;
};

/** Half-up rounding of a share of whole cents. */
const share = (cents: number, rate: number) => Math.round(cents * rate);

/** The price of one deal featuring a product of the given price. */
export function dealPrice(input: Omit<PricingInput, 'products'>, productPrice: number): DealPrice {
  const creator_fee = CREATOR_FEE_CENTS[input.kind];
  const duration_extra =
    isVideoKind(input.kind) && input.video_duration ? DURATION_EXTRA_CENTS[input.video_duration] : 0;
  const pro_surcharge = input.creator_tier === 'pro' ? PRO_TIER_SURCHARGE_CENTS : 0;
  const refund = input.delivery === 'refund';
  const product_price = refund ? productPrice : 0;
  const taxes = refund ? (input.taxes_cents ?? 0) : 0;
  const shipping = refund ? (input.shipping_cents ?? 0) : 0;
  const platform_fee = share(creator_fee + duration_extra + pro_surcharge, PLATFORM_FEE_RATE);
  return {
    creator_fee,
    duration_extra,
    pro_surcharge,
    product_price,
    taxes,
    shipping,
    platform_fee,
    total: creator_fee + duration_extra + pro_surcharge + product_price + taxes + shipping + platform_fee,
  };
}

export function priceCampaign(input: PricingInput): CampaignPrice {
  const lines = input.products.map((product) => {
    const per_deal = dealPrice(input, product.price);
    return {
      product_id: product.product_id,
      deals: product.deals,
      per_deal,
      total: per_deal.total * product.deals,
    };
  });
  const sum = (column: keyof DealPrice) =>
    lines.reduce((total, line) => total + line.per_deal[column] * line.deals, 0);
  return {
    lines,
    deals: lines.reduce((total, line) => total + line.deals, 0),
    creator_fees: sum('creator_fee'),
    duration_extras: sum('duration_extra'),
    pro_surcharges: sum('pro_surcharge'),
    product_prices: sum('product_price'),
    taxes: sum('taxes'),
    shipping: sum('shipping'),
    platform_fees: sum('platform_fee'),
    subtotal: lines.reduce((total, line) => total + line.total, 0),
  };
}

/** The lowest price per deal of a kind (basic tier, shortest video, shipping delivery): the Type step's "from". */
export function startingPrice(kind: CampaignKind): number {
  return dealPrice({ kind, delivery: 'shipping', creator_tier: 'basic', video_duration: '15s' }, 0).total;
}
