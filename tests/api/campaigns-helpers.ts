/**
 * Shared steps of the campaign API tests (tests/api/campaigns-*.test.ts): a company with a brand and products, a
 * campaign input that passes SPEC.md §5's rules and its price made as the API makes it, a submission from the
 * wallet or a saved card, and the wallet's balance.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import { serverForTests } from '../support/server';
import { call, errorOf, readyCompany, uniqueEmail } from './account-helpers';
import {
  BrandCreateDocument,
  CampaignSubmitDocument,
  CompanyDataDocument,
  ProductCreateDocument,
} from '../../src/graphql/generated/graphql';
import { cards, type CardRow } from '../../server/db/schema';
import { balanceOf, ledgerAccount } from '../../server/services/ledger';
import { testCreator } from '../support/deals';
import { priceCampaign } from '../../src/domain/pricing';
import type { CampaignInput } from '../../src/domain/campaign';

export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

export type Company = { token: string; id: string; brandId: string; productIds: string[] };

export function campaignOf(owner: Company, overrides: Partial<CampaignInput> = {}): CampaignInput {
  return {
    kind: 'ugc_video',
    name: 'Spring glow launch',
    brand_id: owner.brandId,
    products: [{ product_id: owner.productIds[0]!, deals: 4 }],
    delivery: 'refund',
    taxes_cents: 2_00,
    shipping_cents: 5_00,
    deals: 4,
    creator_tier: 'pro',
    category: 'beauty',
    ages: ['18_24', '25_34'],
    genders: ['female'],
    ethnicities: ['hispanic'],
    must_haves: ['show the bottle'],
    content_brief: 'Morning routine with the serum, natural light.',
    format: 'portrait',
    links: ['https://example.com/brief'],
    video_duration: '60s',
    ...overrides,
  };
}

export const totalOf = (input: CampaignInput, method: 'wallet' | 'card' = 'wallet') =>
  priceCampaign({
    ...input,
    payment_method: method,
    products: input.products.map((product) => ({ ...product, price: 24_99 })),
  }).total;

export const fieldsOf = (answer: Parameters<typeof errorOf>[0]) =>
  (errorOf(answer).extensions.fields ?? {}) as Record<string, unknown>;

/**
 * The real server for one campaign test file, with a creator the campaigns of campaignOf target (so that they may
 * be paid for), and the steps that call it. Call it at the top of the file.
 */
export function campaignsServer() {
  const api = serverForTests();

  beforeAll(async () => {
    await testCreator(api.server, { tier: 'pro', age: 27, ethnicity: 'hispanic' });
  });

  async function company(products = 3): Promise<Company> {
    const token = await readyCompany(api.server, uniqueEmail('campaigns'));
    const me = await call(api.server, CompanyDataDocument, {}, token);
    const brand = await call(
      api.server,
      BrandCreateDocument,
      { name: 'Acme', description: 'Everyday goods for all' },
      token,
    );
    const productIds: string[] = [];
    for (let index = 0; index < products; index += 1) {
      const product = await call(
        api.server,
        ProductCreateDocument,
        {
          brand_id: brand.data!.BrandCreate.id,
          name: `Glow serum ${index + 1}`,
          price: 24_99,
          link: 'https://example.com/serum',
          description: 'A light daily serum',
          category: 'beauty',
        },
        token,
      );
      expect(product.errors).toBeUndefined();
      productIds.push(product.data!.ProductCreate.id);
    }
    return { token, id: me.data!.CompanyData.id, brandId: brand.data!.BrandCreate.id, productIds };
  }

  function submit(
    owner: Company,
    input: CampaignInput,
    options: { method?: 'wallet' | 'card'; card?: string; total?: number; key?: string } = {},
  ) {
    const method = options.method ?? 'wallet';
    return call(
      api.server,
      CampaignSubmitDocument,
      {
        campaign: input,
        payment_method: method,
        card_id: options.card ?? null,
        expected_total: options.total ?? totalOf(input, method),
        idempotency_key: options.key ?? randomUUID(),
      },
      owner.token,
    );
  }

  const services = () => api.server.app.services;

  async function saveCard(companyId: string, number = '4242424242424242'): Promise<CardRow> {
    const { payments, sealer, db } = services();
    const tokenized = (
      payments as unknown as {
        tokenize: (card: object) => {
          ok: true;
          method: { id: string; card: { brand: string; last4: string } };
        };
      }
    ).tokenize({ number, exp_month: 12, exp_year: 2031, cvc: '123' });
    const [card] = await db
      .insert(cards)
      .values({
        company_id: companyId,
        gateway_token: sealer.seal(tokenized.method.id),
        brand: tokenized.method.card.brand,
        last4: tokenized.method.card.last4,
        exp_month: 12,
        exp_year: 2031,
        cardholder_name: 'Ada Lovelace',
        address_name: 'Head office',
        address: '1 Main Street',
        city: 'New York',
        state: 'NY',
        country: 'US',
        zip_code: '10001',
      })
      .returning();
    return card!;
  }

  const wallet = (owner: Company) => balanceOf(services().db, ledgerAccount.wallet(owner.id));

  return { api, company, submit, services, saveCard, wallet };
}
