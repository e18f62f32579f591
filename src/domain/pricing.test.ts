import { describe, expect, it } from 'vitest';
import { CAMPAIGN_KINDS, DELIVERY_METHODS, VIDEO_DURATIONS, isVideoKind } from './campaign';
import { CREATOR_TIERS, PRO_TIER_SURCHARGE_CENTS } from './constants';
import { cardFee } from './ledger';
import {
  CREATOR_FEE_CENTS,
  PAYMENT_METHODS,
  VIDEO_DURATION_PRICES,
  isIncludedDuration,
  DURATION_EXTRA_CENTS,
  PLATFORM_FEE_RATE,
  dealPrice,
  priceCampaign,
  startingPrice,
} from './pricing';

const products = [
  { product_id: 'p1', price: 24_99, deals: 3 },
  { product_id: 'p2', price: 120_00, deals: 2 },
];

describe('priceCampaign', () => {
  for (const kind of CAMPAIGN_KINDS)
    for (const delivery of DELIVERY_METHODS)
      for (const creator_tier of CREATOR_TIERS)
        for (const video_duration of isVideoKind(kind) ? VIDEO_DURATIONS : [undefined])
          for (const payment_method of PAYMENT_METHODS) {
            it(`prices ${kind}, ${delivery}, ${creator_tier}${video_duration ? `, ${video_duration}` : ''}, ${payment_method}`, () => {
              const input = {
                payment_method,
                kind,
                delivery,
                creator_tier,
                video_duration,
                taxes_cents: 3_50,
                shipping_cents: 7_25,
                products,
              };
              const price = priceCampaign(input);
              const creator =
                CREATOR_FEE_CENTS[kind] +
                (video_duration ? DURATION_EXTRA_CENTS[video_duration] : 0) +
                (creator_tier === 'pro' ? PRO_TIER_SURCHARGE_CENTS : 0);
              const platform = Math.round(creator * PLATFORM_FEE_RATE);
              const refund = delivery === 'refund';
              const perDeal = (productPrice: number) =>
                creator + platform + (refund ? productPrice + 3_50 + 7_25 : 0);

              expect(price.deals).toBe(5);
              expect(price.lines.map((line) => line.total)).toEqual([
                perDeal(24_99) * 3,
                perDeal(120_00) * 2,
              ]);
              expect(price.platform_fees).toBe(platform * 5);
              expect(price.pro_surcharges).toBe(creator_tier === 'pro' ? PRO_TIER_SURCHARGE_CENTS * 5 : 0);
              expect(price.product_prices).toBe(refund ? 24_99 * 3 + 120_00 * 2 : 0);
              expect(price.taxes + price.shipping).toBe(refund ? (3_50 + 7_25) * 5 : 0);
              expect(price.subtotal).toBe(
                price.creator_fees +
                  price.duration_extras +
                  price.pro_surcharges +
                  price.product_prices +
                  price.taxes +
                  price.shipping +
                  price.platform_fees,
              );
              expect(price.card_fee).toBe(payment_method === 'card' ? cardFee(price.subtotal) : 0);
              expect(price.total).toBe(price.subtotal + price.card_fee);
            });
          }

  it('ignores a duration on a kind without video, and compensation on shipping delivery', () => {
    const base = {
      kind: 'ugc_image' as const,
      creator_tier: 'basic' as const,
      video_duration: '3m' as const,
    };
    expect(dealPrice({ ...base, delivery: 'shipping', taxes_cents: 500 }, 24_99)).toMatchObject({
      duration_extra: 0,
      product_price: 0,
      taxes: 0,
      total: 49_00 + 4_90,
    });
  });

  it('rounds the platform fee half up to the cent', () => {
    // 10% of $89.00 + $35.00 = $12.40
    expect(
      dealPrice({ kind: 'ugc_video', delivery: 'shipping', creator_tier: 'basic', video_duration: '90s' }, 0),
    ).toMatchObject({ platform_fee: 12_40 });
  });

  it('includes the short video durations and charges extra for the longer ones', () => {
    expect(VIDEO_DURATIONS.filter(isIncludedDuration)).toEqual(['15s', '30s']);
    for (const duration of VIDEO_DURATIONS)
      expect(DURATION_EXTRA_CENTS[duration]).toBe(VIDEO_DURATION_PRICES[duration].extra_cents);
  });

  it('adds the 4% card fee only when paying by card', () => {
    const input = {
      kind: 'ugc_image' as const,
      delivery: 'shipping' as const,
      creator_tier: 'basic' as const,
      products: [{ product_id: 'p1', price: 0, deals: 10 }],
    };
    expect(priceCampaign(input)).toMatchObject({ subtotal: 539_00, card_fee: 0, total: 539_00 });
    expect(priceCampaign({ ...input, payment_method: 'card' })).toMatchObject({
      subtotal: 539_00,
      card_fee: 21_56,
      total: 560_56,
    });
  });

  it('tells each kind its starting price per deal', () => {
    expect(startingPrice('ugc_image')).toBe(53_90);
    expect(startingPrice('ugc_video')).toBe(97_90);
    expect(startingPrice('social_media')).toBe(141_90);
    expect(startingPrice('product_package')).toBe(31_90);
  });
});
