/**
 * What the money probes share: a ready company with a brand, products at chosen prices and creators to target, cards saved through the
 * sandbox gateway's own tokenization route (any test number, declining ones included), and campaigns submitted
 * as the wizard's summary submits them, with the key and the card the probe chooses.
 */
import { randomUUID } from 'node:crypto';
import type { TestServer } from '../support/server';
import { call, readyCompany, uniqueEmail } from '../api/account-helpers';
import {
  BrandCreateDocument,
  CampaignSubmitDocument,
  CardAddDocument,
  CompanyDataDocument,
  ProductCreateDocument,
} from '../../src/graphql/generated/graphql';
import { priceCampaign, type PaymentMethod } from '../../src/domain/pricing';
import type { CampaignInput } from '../../src/domain/campaign';
import { testCreator } from '../support/deals';

export type MoneyCompany = {
  token: string;
  id: string;
  brandId: string;
  products: Array<{ id: string; price: number }>;
};

/** A company ready to run campaigns, with a product at each price given (in cents). */
export async function moneyCompany(server: TestServer, prices: number[] = [24_99]): Promise<MoneyCompany> {
  const token = await readyCompany(server, uniqueEmail('money'));
  const me = await call(server, CompanyDataDocument, {}, token);
  const brand = await call(
    server,
    BrandCreateDocument,
    { name: 'Acme', description: 'Everyday goods' },
    token,
  );
  const brandId = brand.data!.BrandCreate.id;
  const products: MoneyCompany['products'] = [];
  for (const [index, price] of prices.entries()) {
    const made = await call(
      server,
      ProductCreateDocument,
      {
        brand_id: brandId,
        name: `Product ${index + 1}`,
        price,
        link: 'https://example.com/product',
        description: 'A product to sell',
        category: 'beauty',
      },
      token,
    );
    if (!made.data) throw new Error(`ProductCreate: ${JSON.stringify(made.errors)}`);
    products.push({ id: made.data.ProductCreate.id, price });
  }
  // Creators its campaigns target (campaignOf's, either tier), so that they may be paid for.
  for (const tier of ['basic', 'pro'] as const)
    await testCreator(server, { tier, age: 27, ethnicity: 'hispanic' });
  return { token, id: me.data!.CompanyData.id, brandId, products };
}

/** The billing details a test card is saved with (CardAdd's fields besides its token). */
export const CARD_HOLDER = {
  cardholder_name: 'Ada Lovelace',
  address_name: 'Head office',
  address: '1 Main Street',
  city: 'Austin',
  state: 'TX',
  country: 'US',
  zip_code: '78701',
};

/** A card saved as the payment methods screen saves one: tokenized by the gateway, then CardAdd. */
export async function savedCard(
  server: TestServer,
  token: string,
  number = '4242424242424242',
): Promise<string> {
  const response = await fetch(`${server.url}/gateway/sandbox/payment_methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' }),
  });
  const tokenized = (await response.json()) as { id: string };
  const added = await call(server, CardAddDocument, { token: tokenized.id, ...CARD_HOLDER }, token);
  if (!added.data) throw new Error(`CardAdd: ${JSON.stringify(added.errors)}`);
  return added.data.CardAdd.id;
}

/** A complete UGC video campaign of the company's products, one deal each unless overridden. */
export function campaignOf(owner: MoneyCompany, overrides: Partial<CampaignInput> = {}): CampaignInput {
  const products = owner.products.map((product) => ({ product_id: product.id, deals: 1 }));
  return {
    kind: owner.products.length > 1 ? 'social_media' : 'ugc_video',
    name: 'Spring glow launch',
    brand_id: owner.brandId,
    products,
    delivery: 'shipping',
    deals: products.length,
    creator_tier: 'basic',
    category: 'beauty',
    ages: ['25_34'],
    genders: ['female'],
    ethnicities: ['hispanic'],
    must_haves: ['show the bottle'],
    content_brief: 'A morning routine with the product, natural light.',
    format: 'portrait',
    links: [],
    video_duration: '30s',
    ...overrides,
  };
}

export const totalOf = (owner: MoneyCompany, input: CampaignInput, method: PaymentMethod) => {
  const prices = new Map(owner.products.map((product) => [product.id, product.price]));
  return priceCampaign({
    ...input,
    payment_method: method,
    products: input.products.map((product) => ({ ...product, price: prices.get(product.product_id) ?? 0 })),
  }).total;
};

/** CampaignSubmit as the summary sends it: the total the user saw, a key, the method and card chosen. */
export function submitCampaign(
  server: TestServer,
  owner: MoneyCompany,
  input: CampaignInput,
  { key = randomUUID(), card }: { key?: string; card?: string } = {},
) {
  const method: PaymentMethod = card ? 'card' : 'wallet';
  return call(
    server,
    CampaignSubmitDocument,
    {
      campaign: input,
      payment_method: method,
      card_id: card ?? null,
      expected_total: totalOf(owner, input, method),
      idempotency_key: key,
    },
    owner.token,
  );
}
