/**
 * Campaigns for the browser tests: a ready company with a brand, its products, a saved card and money in the
 * wallet, creators its campaigns target, and campaigns submitted through the API as the wizard would, so a screen can be shown with them.
 */
import { randomUUID } from 'node:crypto';
import { createReadyCompany, type ReadyCompany } from './browser-accounts';
import { moveWallet } from './ledger';
import type { TestServer } from './server';
import { priceCampaign } from '../../src/domain/pricing';
import type { CampaignInput } from '../../src/domain/campaign';
import { testCreator } from './deals';

export type CampaignCompany = ReadyCompany & {
  id: string;
  brandId: string;
  products: Array<{ id: string; name: string; price: number }>;
};

async function gqlData<T>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<T> {
  const answer = await server.gql<T>(query, variables, token);
  if (!answer.data || answer.errors)
    throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** A ready company with the brand `brand`, the products named, and `balance` cents in its wallet. */
export async function createCampaignCompany(
  server: TestServer,
  {
    brand = 'Lumen',
    products = ['Glow serum', 'Night cream'],
    balance = 0,
  }: { brand?: string; products?: string[]; balance?: number } = {},
): Promise<CampaignCompany> {
  const company = await createReadyCompany(server);
  const me = await gqlData<{ CompanyData: { id: string } }>(
    server,
    '{ CompanyData { id } }',
    {},
    company.token,
  );
  const made = await gqlData<{ BrandCreate: { id: string } }>(
    server,
    'mutation($name: String!) { BrandCreate(name: $name, description: "Skincare for every day") { id } }',
    { name: brand },
    company.token,
  );
  const brandId = made.BrandCreate.id;
  const created: CampaignCompany['products'] = [];
  for (const name of products) {
    const product = await gqlData<{ ProductCreate: { id: string } }>(
      server,
      `mutation($brand: ID!, $name: String!) { ProductCreate(brand_id: $brand, name: $name, price: 2499,
        link: "https://example.com/p", description: "A light daily care", category: "beauty") { id } }`,
      { brand: brandId, name },
      company.token,
    );
    created.push({ id: product.ProductCreate.id, name, price: 2499 });
  }
  if (balance > 0) await moveWallet(server.app.services, me.CompanyData.id, balance);
  // Creators its campaigns target (campaignInput's, and the wizard tests' pro tier), so that they may be paid for.
  for (const tier of ['basic', 'pro'] as const)
    await testCreator(server, { tier, age: 27, ethnicity: 'hispanic' });
  return { ...company, id: me.CompanyData.id, brandId, products: created };
}

/** A Visa card saved through the sandbox gateway, as the payment methods screen saves one; returns its id. */
export async function saveCard(server: TestServer, token: string): Promise<string> {
  const response = await fetch(`${server.url}/gateway/sandbox/payment_methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: new Date().getFullYear() + 3,
      cvc: '123',
    }),
  });
  const tokenized = (await response.json()) as { id: string };
  const added = await gqlData<{ CardAdd: { id: string } }>(
    server,
    `mutation($token: String!) { CardAdd(token: $token, cardholder_name: "Ada Lovelace", address_name: "Head office",
      address: "1 Main Street", city: "Austin", state: "TX", country: "US", zip_code: "78701") { id } }`,
    { token: tokenized.id },
    token,
  );
  return added.CardAdd.id;
}

/** A complete campaign of `owner` (a UGC video of its first product unless overridden). */
export function campaignInput(owner: CampaignCompany, overrides: Partial<CampaignInput> = {}): CampaignInput {
  return {
    kind: 'ugc_video',
    name: 'Spring glow launch',
    brand_id: owner.brandId,
    products: [{ product_id: owner.products[0]!.id, deals: 2 }],
    delivery: 'shipping',
    deals: 2,
    creator_tier: 'basic',
    category: 'beauty',
    ages: ['25_34'],
    genders: ['female'],
    ethnicities: ['hispanic'],
    must_haves: ['show the bottle'],
    content_brief: 'A morning routine with the serum, natural light.',
    format: 'portrait',
    links: [],
    video_duration: '30s',
    ...overrides,
  };
}

/** Submits `input` paid from the wallet (which must hold enough), as the wizard's summary does; returns its id. */
export async function submitCampaign(
  server: TestServer,
  owner: CampaignCompany,
  input: CampaignInput,
): Promise<string> {
  const prices = new Map(owner.products.map((product) => [product.id, product.price]));
  const total = priceCampaign({
    ...input,
    payment_method: 'wallet',
    products: input.products.map((product) => ({ ...product, price: prices.get(product.product_id) ?? 0 })),
  }).total;
  const answer = await gqlData<{ CampaignSubmit: { id: string } }>(
    server,
    `mutation($campaign: CampaignInput!, $total: Cents!, $key: String!) { CampaignSubmit(campaign: $campaign,
      payment_method: "wallet", card_id: null, expected_total: $total, idempotency_key: $key) { id } }`,
    { campaign: input, total, key: randomUUID() },
    owner.token,
  );
  return answer.CampaignSubmit.id;
}

/**
 * Saves `draft` as `owner`'s open draft, as the wizard saves it; its products and brand may be named by the model's
 * ids (`p1`, `p2`: the owner's first and second product; any brand: the owner's).
 */
export async function saveCampaignDraft(
  server: TestServer,
  owner: CampaignCompany,
  draft: Partial<CampaignInput> & Record<string, unknown>,
): Promise<void> {
  const ids: Record<string, string> = { p1: owner.products[0]!.id, p2: owner.products[1]!.id };
  const data = {
    ...draft,
    brand_id: owner.brandId,
    products: draft.products?.map((share) => ({
      ...share,
      product_id: ids[share.product_id] ?? share.product_id,
    })),
  };
  await gqlData(
    server,
    'mutation($data: String!) { CampaignDraftSave(data: $data, revision: 0) { revision } }',
    { data: JSON.stringify(data) },
    owner.token,
  );
}
