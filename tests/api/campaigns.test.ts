/**
 * Campaigns over HTTP (issue 13): drafts, submission paid from the wallet or a card (the price made again by the
 * API, a tampered total refused, ten identical submissions one campaign and one charge), SPEC.md §5's campaign
 * rules and the products each kind allows, the listing, the brand's and staff's status changes with their refunds,
 * and tenant isolation on every campaign operation.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { call, errorOf, readyCompany, uniqueEmail } from './account-helpers';
import {
  BrandCreateDocument,
  CampaignDeactivateDocument,
  CampaignDocument,
  CampaignDraftDiscardDocument,
  CampaignDraftDocument,
  CampaignDraftSaveDocument,
  CampaignPauseDocument,
  CampaignResumeDocument,
  CampaignsDocument,
  CampaignSpendDocument,
  CampaignSubmitDocument,
  CompanyDataDocument,
  ProductCreateDocument,
} from '../../src/graphql/generated/graphql';
import { cards, ledgerTransactions, type CardRow } from '../../server/db/schema';
import { auditLedger, balanceOf, ledgerAccount } from '../../server/services/ledger';
import { moveWallet } from '../support/ledger';
import { testCreator } from '../support/deals';
import { priceCampaign } from '../../src/domain/pricing';
import { cardFee } from '../../src/domain/ledger';
import type { CampaignInput } from '../../src/domain/campaign';

const api = serverForTests();
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

// A creator the campaigns of these tests target (campaignOf), so that they may be paid for.
beforeAll(async () => {
  await testCreator(api.server, { tier: 'pro', age: 27, ethnicity: 'hispanic' });
});

type Company = { token: string; id: string; brandId: string; productIds: string[] };

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

function campaignOf(owner: Company, overrides: Partial<CampaignInput> = {}): CampaignInput {
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

const totalOf = (input: CampaignInput, method: 'wallet' | 'card' = 'wallet') =>
  priceCampaign({
    ...input,
    payment_method: method,
    products: input.products.map((product) => ({ ...product, price: 24_99 })),
  }).total;

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
      campaign: JSON.stringify(input),
      payment_method: method,
      card_id: options.card ?? null,
      expected_total: options.total ?? totalOf(input, method),
      idempotency_key: options.key ?? randomUUID(),
    },
    owner.token,
  );
}

const fieldsOf = (answer: Parameters<typeof errorOf>[0]) =>
  (errorOf(answer).extensions.fields ?? {}) as Record<string, unknown>;

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

describe('drafts', () => {
  it('keeps one open draft per company, replaced as the user goes, and discards it', async () => {
    const owner = await company(1);
    expect((await call(api.server, CampaignDraftDocument, {}, owner.token)).data?.CampaignDraft).toBeNull();
    await call(
      api.server,
      CampaignDraftSaveDocument,
      { data: JSON.stringify({ kind: 'ugc_image' }), revision: 0 },
      owner.token,
    );
    const saved = await call(
      api.server,
      CampaignDraftSaveDocument,
      { data: JSON.stringify({ kind: 'ugc_video', name: 'Spring' }), revision: 1 },
      owner.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.CampaignDraftSave.revision).toBe(2);
    const draft = await call(api.server, CampaignDraftDocument, {}, owner.token);
    expect(JSON.parse(draft.data!.CampaignDraft!.data)).toEqual({ kind: 'ugc_video', name: 'Spring' });
    await call(api.server, CampaignDraftDiscardDocument, {}, owner.token);
    expect((await call(api.server, CampaignDraftDocument, {}, owner.token)).data?.CampaignDraft).toBeNull();
  });

  it('saves over the revision a save was based on, and refuses an older one with DRAFT_STALE', async () => {
    const owner = await company(1);
    const save = (draft: object, revision: number) =>
      call(api.server, CampaignDraftSaveDocument, { data: JSON.stringify(draft), revision }, owner.token);
    expect((await save({ kind: 'ugc_image' }, 0)).data!.CampaignDraftSave.revision).toBe(1);
    expect((await save({ kind: 'ugc_image', name: 'Spring' }, 1)).data!.CampaignDraftSave.revision).toBe(2);
    // Two saves based on revision 2 (two windows, or a late one): the first lands, the second is refused.
    expect((await save({ kind: 'ugc_video', name: 'Summer' }, 2)).errors).toBeUndefined();
    expect(errorOf(await save({ kind: 'ugc_image', name: 'Late' }, 2)).code).toBe('DRAFT_STALE');
    expect(errorOf(await save({ kind: 'ugc_image', name: 'Late' }, 0)).code).toBe('DRAFT_STALE');
    const draft = await call(api.server, CampaignDraftDocument, {}, owner.token);
    expect(draft.data!.CampaignDraft).toMatchObject({ revision: 3 });
    expect(JSON.parse(draft.data!.CampaignDraft!.data)).toEqual({ kind: 'ugc_video', name: 'Summer' });
    // Discarded (as submitted): a save based on what it was is refused and brings nothing back.
    await call(api.server, CampaignDraftDiscardDocument, {}, owner.token);
    expect(errorOf(await save({ kind: 'ugc_video', name: 'Summer' }, 3)).code).toBe('DRAFT_STALE');
    expect((await call(api.server, CampaignDraftDocument, {}, owner.token)).data?.CampaignDraft).toBeNull();
    // A new draft starts from nothing.
    expect((await save({ kind: 'ugc_image' }, 0)).data!.CampaignDraftSave.revision).toBe(5);
  });

  it('refuses a draft that is not a JSON object', async () => {
    const owner = await company(0);
    for (const data of ['[1]', 'nope', '"text"', 'x'.repeat(40_000)]) {
      const answer = await call(api.server, CampaignDraftSaveDocument, { data, revision: 0 }, owner.token);
      expect(errorOf(answer).code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('submitting from the wallet', () => {
  it('charges the wallet into the escrow, freezes the price and awaits approval; the draft is gone', async () => {
    const owner = await company();
    await moveWallet(services(), owner.id, 2_000_00);
    await call(
      api.server,
      CampaignDraftSaveDocument,
      { data: '{"kind":"ugc_video"}', revision: 0 },
      owner.token,
    );
    const input = campaignOf(owner);
    const answer = await submit(owner, input);
    expect(answer.errors).toBeUndefined();
    const id = answer.data!.CampaignSubmit.id;
    expect(answer.data!.CampaignSubmit.status).toBe('pending_admin_approval');
    const total = totalOf(input);
    expect(await wallet(owner)).toBe(2_000_00 - total);
    expect(await balanceOf(services().db, ledgerAccount.campaign(id))).toBe(total);
    const read = await call(api.server, CampaignDocument, { id }, owner.token);
    expect(read.data!.Campaign).toMatchObject({
      name: 'Spring glow launch',
      kind: 'ugc_video',
      deals: 4,
      spent: total,
      payment_method: 'wallet',
      video_duration: '60s',
      price: { total, card_fee: 0, deals: 4 },
      status_history: [{ status: 'pending_admin_approval', by: 'company' }],
    });
    expect(read.data!.Campaign!.price.lines[0]!.per_deal).toMatchObject({
      product_price: 24_99,
      taxes: 2_00,
      shipping: 5_00,
      pro_surcharge: 30_00,
      duration_extra: 20_00,
    });
    expect((await call(api.server, CampaignDraftDocument, {}, owner.token)).data?.CampaignDraft).toBeNull();
    // A save sent before the submission and arriving after it cannot bring the draft back.
    const late = await call(
      api.server,
      CampaignDraftSaveDocument,
      { data: '{"kind":"ugc_video"}', revision: 1 },
      owner.token,
    );
    expect(errorOf(late).code).toBe('DRAFT_STALE');
    expect((await call(api.server, CampaignDraftDocument, {}, owner.token)).data?.CampaignDraft).toBeNull();
    expect(await auditLedger(services().db)).toEqual([]);
  });

  it("stores and prices the user's split of the deals among the products, not an even one", async () => {
    const owner = await company(1);
    const balm = await call(
      api.server,
      ProductCreateDocument,
      {
        brand_id: owner.brandId,
        name: 'Night balm',
        price: 10_00,
        link: 'https://example.com/balm',
        description: 'A rich night balm',
        category: 'beauty',
      },
      owner.token,
    );
    const balmId = balm.data!.ProductCreate.id;
    await moveWallet(services(), owner.id, 2_000_00);
    // 3 deals: 1 of the serum ($24.99) and 2 of the balm ($10.00), where an even split would be 2 and 1.
    const products = [
      { product_id: owner.productIds[0]!, deals: 1 },
      { product_id: balmId, deals: 2 },
    ];
    const input = campaignOf(owner, { deals: 3, products });
    const priced = (split: typeof products) =>
      priceCampaign({
        ...input,
        payment_method: 'wallet',
        products: split.map((share, index) => ({ ...share, price: index === 0 ? 24_99 : 10_00 })),
      });
    const price = priced(products);
    const even = priced([
      { ...products[0]!, deals: 2 },
      { ...products[1]!, deals: 1 },
    ]);
    expect(price.total).toBeLessThan(even.total);
    // The even split's total is not what this campaign costs.
    expect(errorOf(await submit(owner, input, { total: even.total })).code).toBe('PRICE_CHANGED');
    const answer = await submit(owner, input, { total: price.total });
    expect(answer.errors).toBeUndefined();
    const id = answer.data!.CampaignSubmit.id;
    expect(await wallet(owner)).toBe(2_000_00 - price.total);
    const read = (await call(api.server, CampaignDocument, { id }, owner.token)).data!.Campaign!;
    expect(read).toMatchObject({ deals: 3, spent: price.total, price: { total: price.total, deals: 3 } });
    expect(read.products.map((item) => [item.product.name, item.deals]).sort()).toEqual([
      ['Glow serum 1', 1],
      ['Night balm', 2],
    ]);
    expect(read.price.lines.map((line) => [line.product_id, line.deals, line.total])).toEqual(
      price.lines.map((line) => [line.product_id, line.deals, line.total]),
    );
  });

  it('refuses a tampered total and charges nothing', async () => {
    const owner = await company();
    await moveWallet(services(), owner.id, 2_000_00);
    const input = campaignOf(owner);
    const answer = await submit(owner, input, { total: totalOf(input) - 1 });
    expect(errorOf(answer).code).toBe('PRICE_CHANGED');
    expect(await wallet(owner)).toBe(2_000_00);
  });

  it('refuses when the wallet is short, saying how much is missing, and keeps nothing', async () => {
    const owner = await company();
    await moveWallet(services(), owner.id, 100_00);
    const input = campaignOf(owner);
    const answer = await submit(owner, input);
    expect(errorOf(answer).code).toBe('INSUFFICIENT_FUNDS');
    expect(answer.errors![0]!.extensions).toMatchObject({ missing: totalOf(input) - 100_00 });
    const listed = await call(api.server, CampaignsDocument, { tab: 'pending_admin_approval' }, owner.token);
    expect(listed.data!.Campaigns.total).toBe(0);
    expect(await wallet(owner)).toBe(100_00);
  });

  it('refuses to take payment when no creator fits the targeting, and takes it once one does', async () => {
    const owner = await company();
    await moveWallet(services(), owner.id, 2_000_00);
    const input = campaignOf(owner, { ethnicities: ['hawaiian'] });
    const answer = await submit(owner, input);
    expect(errorOf(answer).code).toBe('NO_CREATOR_FITS');
    const listed = await call(api.server, CampaignsDocument, { tab: 'pending_admin_approval' }, owner.token);
    expect(listed.data!.Campaigns.total).toBe(0);
    expect(await wallet(owner)).toBe(2_000_00);
    await testCreator(api.server, { tier: 'pro', age: 22, ethnicity: 'hawaiian' });
    const again = await submit(owner, input);
    expect(again.errors).toBeUndefined();
    expect(await wallet(owner)).toBe(2_000_00 - totalOf(input));
  });

  it('makes one campaign and one charge of ten identical submissions sent at once', async () => {
    const owner = await company();
    await moveWallet(services(), owner.id, 5_000_00);
    const input = campaignOf(owner);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(owner, input, { key })));
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    expect(new Set(answers.map((answer) => answer.data!.CampaignSubmit.id)).size).toBe(1);
    const charges = await services()
      .db.select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.company_id, owner.id), eq(ledgerTransactions.kind, 'campaign_charge')),
      );
    expect(charges).toHaveLength(1);
    expect(await wallet(owner)).toBe(5_000_00 - totalOf(input));
  });
});

describe('the rules of SPEC.md §5', () => {
  const cases: Array<[string, (owner: Company) => Partial<CampaignInput>, string]> = [
    ['a name under 6 characters', () => ({ name: 'Short' }), 'name'],
    ['a name over 200 characters', () => ({ name: 'x'.repeat(201) }), 'name'],
    ['no deals', (o) => ({ deals: 0, products: [{ product_id: o.productIds[0]!, deals: 0 }] }), 'deals'],
    [
      'more than 100 deals',
      (o) => ({ deals: 101, products: [{ product_id: o.productIds[0]!, deals: 101 }] }),
      'deals',
    ],
    [
      'a package that is not 10, 30, 60 or 120 deals',
      (o) => ({
        kind: 'product_package',
        deals: 20,
        products: [{ product_id: o.productIds[0]!, deals: 20 }],
      }),
      'deals',
    ],
    ['taxes over 9999', () => ({ taxes_cents: 9999_01 }), 'taxes_cents'],
    ['shipping compensation over 9999', () => ({ shipping_cents: 10_000_00 }), 'shipping_cents'],
    ['no age range', () => ({ ages: [] }), 'ages'],
    ['no gender', () => ({ genders: [] }), 'genders'],
    ['no ethnicity', () => ({ ethnicities: [] }), 'ethnicities'],
    ['a must-have tag under 3 characters', () => ({ must_haves: ['ab'] }), 'must_haves.0'],
    ['a must-have tag over 30 characters', () => ({ must_haves: ['x'.repeat(31)] }), 'must_haves.0'],
    ['a brief under 10 characters', () => ({ content_brief: 'Too short' }), 'content_brief'],
    ['a brief over 2000 characters', () => ({ content_brief: 'x'.repeat(2001) }), 'content_brief'],
    ['a resource link that is not a URL', () => ({ links: ['not a link'] }), 'links.0'],
    ['a video kind without a duration', () => ({ video_duration: undefined }), 'video_duration'],
    [
      'two UGC image products',
      (o) => ({
        kind: 'ugc_image',
        deals: 2,
        products: o.productIds.slice(0, 2).map((product_id) => ({ product_id, deals: 1 })),
      }),
      'products',
    ],
    [
      'four UGC video products',
      (o) => ({
        deals: 4,
        products: [...o.productIds, o.productIds[0]!].map((product_id, index) => ({
          product_id: index === 3 ? randomUUID() : product_id,
          deals: 1,
        })),
      }),
      'products',
    ],
    [
      'deals of the products not adding up',
      (o) => ({ deals: 5, products: [{ product_id: o.productIds[0]!, deals: 4 }] }),
      'products',
    ],
    [
      'a product of another company',
      () => ({ products: [{ product_id: MISSING_ID, deals: 4 }] }),
      'products',
    ],
  ];
  for (const [what, change, field] of cases)
    it(`refuses ${what}`, async () => {
      const owner = await company();
      await moveWallet(services(), owner.id, 1_000_000_00);
      const input = campaignOf(owner, change(owner));
      const answer = await submit(owner, input, { total: 1 });
      expect(errorOf(answer).code).toBe('BAD_USER_INPUT');
      expect(Object.keys(fieldsOf(answer) ?? {})).toContain(field);
      expect(await wallet(owner)).toBe(1_000_000_00);
    });

  it('allows each kind its products: 1, 3, 6, and 6/8/10/10 for the packages of 10/30/60/120', async () => {
    const owner = await company(10);
    await moveWallet(services(), owner.id, 100_000_00);
    const split = (count: number, deals: number) =>
      owner.productIds.slice(0, count).map((product_id, index) => ({
        product_id,
        deals: Math.floor(deals / count) + (index < deals % count ? 1 : 0),
      }));
    const allowed: Array<[CampaignInput['kind'], number, number]> = [
      ['ugc_image', 1, 1],
      ['ugc_video', 3, 3],
      ['social_media', 6, 6],
      ['product_package', 10, 6],
      ['product_package', 30, 8],
      ['product_package', 60, 10],
    ];
    for (const [kind, deals, max] of allowed) {
      const ok = campaignOf(owner, { kind, deals, products: split(max, deals), delivery: 'shipping' });
      expect((await submit(owner, ok)).errors, `${kind} ${deals} with ${max}`).toBeUndefined();
      if (max < 10) {
        const overDeals = kind === 'product_package' ? deals : max + 1;
        const over = campaignOf(owner, {
          kind,
          deals: overDeals,
          products: split(max + 1, overDeals),
          delivery: 'shipping',
        });
        expect(fieldsOf(await submit(owner, over))).toHaveProperty('products');
      }
    }
  });
});

describe('submitting by card', () => {
  it('charges the card the total with the 4% fee, and a rejection refunds it all', async () => {
    const owner = await company();
    const card = await saveCard(owner.id);
    const input = campaignOf(owner);
    const answer = await submit(owner, input, { method: 'card', card: card.id });
    expect(answer.errors).toBeUndefined();
    const id = answer.data!.CampaignSubmit.id;
    const read = await call(api.server, CampaignDocument, { id }, owner.token);
    const subtotal = totalOf(input);
    expect(read.data!.Campaign).toMatchObject({
      status: 'pending_admin_approval',
      payment_method: 'card',
      payment_card: 'visa 4242',
      price: { subtotal, card_fee: cardFee(subtotal), total: subtotal + cardFee(subtotal) },
    });
    expect(await balanceOf(services().db, ledgerAccount.campaign(id))).toBe(subtotal);
    const rejected = await api.server.staff('campaign-reject', { id, reason: 'Brief unclear' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ refunded_cents: subtotal + cardFee(subtotal) });
    expect(await balanceOf(services().db, ledgerAccount.campaign(id))).toBe(0);
    const after = await call(api.server, CampaignDocument, { id }, owner.token);
    expect(after.data!.Campaign).toMatchObject({
      status: 'rejected',
      spent: 0,
      status_history: [
        { status: 'pending_admin_approval' },
        { status: 'rejected', by: 'staff', reason: 'Brief unclear' },
      ],
    });
    expect(await auditLedger(services().db)).toEqual([]);
  });

  it('refuses a declined card and keeps no campaign', async () => {
    const owner = await company();
    const card = await saveCard(owner.id, '4000000000000002');
    const answer = await submit(owner, campaignOf(owner), { method: 'card', card: card.id });
    expect(errorOf(answer).code).toBe('CARD_DECLINED');
    const listed = await call(api.server, CampaignsDocument, { tab: 'pending_admin_approval' }, owner.token);
    expect(listed.data!.Campaigns.total).toBe(0);
  });
});

describe('after submission', () => {
  it('staff approve; the brand pauses, resumes and deactivates, with the unused slots refunded to the wallet', async () => {
    const owner = await company();
    await moveWallet(services(), owner.id, 2_000_00);
    const input = campaignOf(owner);
    const id = (await submit(owner, input)).data!.CampaignSubmit.id;
    expect(
      (await call(api.server, CampaignPauseDocument, { id }, owner.token)).errors![0]!.extensions!.code,
    ).toBe('CAMPAIGN_STATUS');
    expect((await api.server.staff('campaign-approve', { id })).status).toBe(200);
    expect((await api.server.staff('campaign-approve', { id })).status).toBe(409);
    const listed = await api.server.staff('campaigns', { status: 'active' });
    expect((listed.body.campaigns as Array<{ id: string }>).map((row) => row.id)).toContain(id);
    expect(
      (await call(api.server, CampaignPauseDocument, { id }, owner.token)).data!.CampaignPause.status,
    ).toBe('paused');
    expect(
      (await call(api.server, CampaignResumeDocument, { id }, owner.token)).data!.CampaignResume.status,
    ).toBe('active');
    expect((await api.server.staff('campaign-pause', { id })).status).toBe(200);
    expect((await api.server.staff('campaign-resume', { id })).status).toBe(200);
    const spend = await call(api.server, CampaignSpendDocument, {}, owner.token);
    expect(spend.data!.CampaignSpend).toEqual({ active: 1, spent: totalOf(input) });
    const deactivated = await call(api.server, CampaignDeactivateDocument, { id }, owner.token);
    expect(deactivated.data!.CampaignDeactivate).toMatchObject({
      status: 'deactivated',
      refunded: totalOf(input),
    });
    expect(await wallet(owner)).toBe(2_000_00);
    const [refund] = await services()
      .db.select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.company_id, owner.id), eq(ledgerTransactions.kind, 'campaign_refund')),
      );
    expect(refund!.detail).toMatchObject({ reason: 'deactivated', unused_deals: 4, deals_total: 4 });
  });

  it('a rejection from the wallet refunds it in full', async () => {
    const owner = await company();
    await moveWallet(services(), owner.id, 2_000_00);
    const id = (await submit(owner, campaignOf(owner))).data!.CampaignSubmit.id;
    expect((await api.server.staff('campaign-reject', { id })).status).toBe(400);
    expect((await api.server.staff('campaign-reject', { id, reason: 'Not allowed' })).status).toBe(200);
    expect(await wallet(owner)).toBe(2_000_00);
  });

  it('lists one tab at a time with every count, sorted and paged, and searches every tab', async () => {
    const owner = await company(1);
    await moveWallet(services(), owner.id, 100_000_00);
    const names = ['Alpha launch', 'Bravo launch', 'Charlie promo'];
    const ids: string[] = [];
    for (const name of names)
      ids.push((await submit(owner, campaignOf(owner, { name }))).data!.CampaignSubmit.id);
    await api.server.staff('campaign-approve', { id: ids[0] });
    const pending = await call(
      api.server,
      CampaignsDocument,
      { tab: 'pending_admin_approval', sort: 'name', page_size: 1, page: 2 },
      owner.token,
    );
    expect(pending.data!.Campaigns).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(pending.data!.Campaigns.items.map((row) => row.name)).toEqual(['Charlie promo']);
    expect(pending.data!.Campaigns.tabs).toEqual([
      { tab: 'active', count: 1 },
      { tab: 'paused', count: 0 },
      { tab: 'completed', count: 0 },
      { tab: 'pending_admin_approval', count: 2 },
      { tab: 'rejected', count: 0 },
      { tab: 'closed', count: 0 },
    ]);
    // A search looks through every tab: the active launch too.
    const searched = await call(
      api.server,
      CampaignsDocument,
      { tab: 'pending_admin_approval', search: 'launch' },
      owner.token,
    );
    expect(searched.data!.Campaigns.items.map((row) => row.name)).toEqual(['Bravo launch', 'Alpha launch']);
    expect(searched.data!.Campaigns.items[0]).toMatchObject({
      brand: { name: 'Acme' },
      products: [{ deals: 4, product: { name: 'Glow serum 1' } }],
      deals: 4,
      deals_hired: 0,
    });
    const bad = await call(api.server, CampaignsDocument, { tab: 'drafts' }, owner.token);
    expect(errorOf(bad).code).toBe('BAD_USER_INPUT');
  });
});

describe('tenant isolation', () => {
  it("answers another company's campaign as not found on every operation", async () => {
    const owner = await company();
    const other = await company();
    await moveWallet(services(), owner.id, 2_000_00);
    await moveWallet(services(), other.id, 2_000_00);
    const id = (await submit(owner, campaignOf(owner))).data!.CampaignSubmit.id;
    await api.server.staff('campaign-approve', { id });
    expect((await call(api.server, CampaignDocument, { id }, other.token)).data!.Campaign).toBeNull();
    expect(errorOf(await call(api.server, CampaignPauseDocument, { id }, other.token)).code).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await call(api.server, CampaignResumeDocument, { id }, other.token)).code).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await call(api.server, CampaignDeactivateDocument, { id }, other.token)).code).toBe(
      'NOT_FOUND',
    );
    const listed = await call(api.server, CampaignsDocument, { tab: 'active' }, other.token);
    expect(listed.data!.Campaigns.total).toBe(0);
    // Another company's products and brand cannot be put in a campaign.
    const borrowed = await submit(
      other,
      campaignOf(other, {
        brand_id: owner.brandId,
        products: [{ product_id: owner.productIds[0]!, deals: 4 }],
      }),
    );
    expect(fieldsOf(borrowed)).toHaveProperty('products');
    // A saved card of another company cannot pay.
    const card = await saveCard(owner.id);
    const stolen = await submit(other, campaignOf(other), { method: 'card', card: card.id });
    expect(fieldsOf(stolen)).toHaveProperty('card_id');
    // Drafts are each company's own.
    await call(api.server, CampaignDraftSaveDocument, { data: '{"name":"Mine"}', revision: 0 }, owner.token);
    expect((await call(api.server, CampaignDraftDocument, {}, other.token)).data!.CampaignDraft).toBeNull();
    expect(await wallet(other)).toBe(2_000_00);
  });

  it('answers HTTP 401 to signed-out callers', async () => {
    for (const answer of await Promise.all([
      call(api.server, CampaignsDocument, {}),
      call(api.server, CampaignDocument, { id: MISSING_ID }),
      call(api.server, CampaignDraftDocument, {}),
      call(api.server, CampaignPauseDocument, { id: MISSING_ID }),
    ]))
      expect(answer.status).toBe(401);
  });
});
