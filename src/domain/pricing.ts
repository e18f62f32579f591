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
import { isVideoKind, VIDEO_DURATIONS } from './campaign';
import { CARD_CHARGE_MAX_CENTS, cardFee } from './ledger';

/** How a campaign is paid: from the wallet, or by a saved card (which adds the card fee, SPEC.md §9). */
export const PAYMENT_METHODS = ['wallet', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The creator's fee per deal, by kind. */
export const CREATOR_FEE_CENTS: Record<CampaignKind, number> = {
  ugc_image: 49_00,
  ugc_video: 89_00,
  social_media: 129_00,
  product_package: 29_00,
};

/**
 * The video durations offered (SPEC.md §9: in seconds or minutes, some included): how long each is, and what it
 * adds per deal. The short ones are included in the creator fee; longer videos cost extra.
 */
export const VIDEO_DURATION_PRICES: Record<VideoDuration, { seconds: number; extra_cents: number }> = {
  '15s': { seconds: 15, extra_cents: 0 },
  '30s': { seconds: 30, extra_cents: 0 },
  '60s': { seconds: 60, extra_cents: 20_00 },
  '90s': { seconds: 90, extra_cents: 35_00 },
  '3m': { seconds: 180, extra_cents: 60_00 },
};

/** What a video duration adds per deal. */
export const DURATION_EXTRA_CENTS = Object.fromEntries(
  VIDEO_DURATIONS.map((duration) => [duration, VIDEO_DURATION_PRICES[duration].extra_cents]),
) as Record<VideoDuration, number>;

/** Whether a duration is included in the creator fee (costs nothing extra). */
export const isIncludedDuration = (duration: VideoDuration): boolean =>
  VIDEO_DURATION_PRICES[duration].extra_cents === 0;

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
  /** Paying by card adds the card fee on the subtotal; the wallet (the default) adds nothing. */
  payment_method?: PaymentMethod | undefined;
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
  /** The card fee (4% of the subtotal) when paying by card, else 0. */
  card_fee: number;
  /** What is charged: the subtotal plus the card fee. */
  total: number;
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

/**
 * What the creator is paid when the brand accepts a deal's content: the deal's cost less the platform's fee (the
 * ledger posts the two parts; the accept dialog says the first before the brand confirms).
 */
export const creatorPayout = (cost: Pick<DealPrice, 'total' | 'platform_fee'>): number =>
  cost.total - Math.min(cost.platform_fee, cost.total);

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
  const subtotal = lines.reduce((total, line) => total + line.total, 0);
  const card_fee = input.payment_method === 'card' ? cardFee(subtotal) : 0;
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
    subtotal,
    card_fee,
    total: subtotal + card_fee,
  };
}

/**
 * The most a campaign may cost, card fee included: what one card charge may be (CARD_CHARGE_MAX_CENTS), so that
 * every campaign can be paid either way. The summary says so before submitting; the API refuses more
 * (CAMPAIGN_TOO_LARGE).
 */
export const CAMPAIGN_TOTAL_MAX_CENTS = CARD_CHARGE_MAX_CENTS;

/** Whether a campaign's price is within what a campaign may cost. */
export const isWithinCampaignCeiling = (price: Pick<CampaignPrice, 'total'>): boolean =>
  price.total <= CAMPAIGN_TOTAL_MAX_CENTS;

/** The lowest price per deal of a kind (basic tier, shortest video, shipping delivery): the Type step's "from". */
export function startingPrice(kind: CampaignKind): number {
  return dealPrice({ kind, delivery: 'shipping', creator_tier: 'basic', video_duration: '15s' }, 0).total;
}
