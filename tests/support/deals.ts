/**
 * Deals for tests: a ready company with a brand and products, an active campaign written straight into the
 * database (the campaign wizard is another issue's) with its price frozen by pricing.ts and its escrow funded from
 * the wallet through the ledger as a campaign charge would, and creators to hire.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestServer } from './server';
import { moveWallet } from './ledger';
import { campaignProducts, campaigns, companies, type CreatorRow } from '../../server/db/schema';
import { ledgerAccount, openAccount, post } from '../../server/services/ledger';
import { atomically } from '../../server/services/unit-of-work';
import { createCreator } from '../../server/services/creators';
import { priceCampaign } from '../../src/domain/pricing';
import type { CreatorInput } from '../../src/domain/creators';
import type { ShippingAddress } from '../../src/domain/shipping';
import type { DeliveryMethod } from '../../src/domain/campaign';
import { call, readyCompany, uniqueEmail } from '../api/account-helpers';
import { runStaffCli } from '../../server/cli/staff-cli';
import { BrandCreateDocument, ProductCreateDocument } from '../../src/graphql/generated/graphql';

export type Brand = { token: string; companyId: string; brandId: string; email: string };

/** A ready company with one brand. */
export async function brandCompany(server: TestServer, label = 'deals'): Promise<Brand> {
  const email = uniqueEmail(label);
  const token = await readyCompany(server, email);
  const [company] = await server.app.services.db.select().from(companies).where(eq(companies.email, email));
  const brand = await call(
    server,
    BrandCreateDocument,
    { name: `Brand ${randomUUID().slice(0, 8)}`, description: 'A brand for deal tests' },
    token,
  );
  expect(brand.errors).toBeUndefined();
  return { token, companyId: company!.id, brandId: brand.data!.BrandCreate.id, email };
}

export async function productOf(server: TestServer, brand: Brand, name = 'Glow serum', price = 25_00) {
  const product = await call(
    server,
    ProductCreateDocument,
    {
      brand_id: brand.brandId,
      name,
      price,
      link: 'https://example.com/p',
      description: 'A product for deal tests',
      category: 'beauty',
    },
    brand.token,
  );
  expect(product.errors).toBeUndefined();
  return product.data!.ProductCreate.id;
}

export type TestCampaign = { id: string; productIds: string[]; total: number };

/**
 * An active campaign of `deals` per product, paid from the wallet into its escrow. Settings as the wizard keeps
 * them (src/domain/campaign.ts), targeting nobody in particular unless given.
 */
export async function activeCampaign(
  server: TestServer,
  brand: Brand,
  options: {
    productIds: string[];
    deals?: number;
    delivery?: DeliveryMethod;
    settings?: Record<string, unknown>;
    status?: string;
  },
): Promise<TestCampaign> {
  const { services } = server.app;
  const delivery = options.delivery ?? 'refund';
  const perProduct = options.deals ?? 2;
  const price = priceCampaign({
    kind: 'ugc_image',
    delivery,
    creator_tier: 'basic',
    taxes_cents: 2_00,
    shipping_cents: 5_00,
    products: options.productIds.map((product_id) => ({ product_id, price: 25_00, deals: perProduct })),
  });
  await moveWallet(services, brand.companyId, price.subtotal);
  const campaignId = await atomically(services, async (work) => {
    const [row] = await work.db
      .insert(campaigns)
      .values({
        company_id: brand.companyId,
        brand_id: brand.brandId,
        name: `Campaign ${randomUUID().slice(0, 8)}`,
        kind: 'ugc_image',
        status: options.status ?? 'active',
        settings: {
          delivery,
          must_haves: ['Show the label', 'Natural light', 'Smile'],
          content_brief: 'Show the product in daily use.',
          format: 'portrait',
          ...options.settings,
        },
        price_breakdown: price,
        payment_method: 'wallet',
        deals_total: price.deals,
        total_cents: price.subtotal,
      })
      .returning();
    await work.db
      .insert(campaignProducts)
      .values(options.productIds.map((product_id) => ({ campaign_id: row!.id, product_id })));
    await openAccount(work, ledgerAccount.campaign(row!.id), brand.companyId);
    const charged = await post(work, {
      companyId: brand.companyId,
      kind: 'campaign_charge',
      idempotencyKey: randomUUID(),
      reference: row!.id,
      legs: [
        { account: ledgerAccount.wallet(brand.companyId), amount: -price.subtotal },
        { account: ledgerAccount.campaign(row!.id), amount: price.subtotal },
      ],
    });
    if (!charged.posted) throw new Error('the test campaign could not be paid');
    return row!.id;
  });
  return { id: campaignId, productIds: options.productIds, total: price.subtotal };
}

let creatorCount = 0;
/** A creator to hire (no portfolio: simulate makes its demo picture). */
export async function testCreator(
  server: TestServer,
  input: Partial<CreatorInput & { address: ShippingAddress }> = {},
): Promise<CreatorRow> {
  creatorCount += 1;
  const created = await createCreator(
    server.app.services.db,
    {
      name: `Test Creator ${creatorCount}`,
      handle: `test_creator_${Date.now().toString(36)}_${creatorCount}`,
      tier: 'basic',
      categories: ['beauty'],
      country: 'US',
      languages: ['en'],
      gender: 'female',
      age: 29,
      ethnicity: 'white',
      bio: 'A creator made for the deal tests.',
      address: {
        name: `Test Creator ${creatorCount}`,
        line1: '120 Cedar Lane',
        city: 'Austin',
        region: 'TX',
        postal_code: '78701',
        country: 'US',
      },
      ...input,
    },
    [],
  );
  if (created === 'handle_taken') throw new Error('handle taken');
  return created;
}

/**
 * The staff command line run in-process against the test server, as `npm run staff <words>` runs it: the same
 * parsing of words and the same staff API calls. Answers its exit code and what it printed.
 */
export async function staffCommand(
  server: TestServer,
  words: string[],
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffCli(
    words,
    { API_URL: server.url, STAFF_KEY: server.app.staffKey },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}
