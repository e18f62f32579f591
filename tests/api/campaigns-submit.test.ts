/**
 * Submitting a campaign over HTTP (issue 13), paid from the wallet or a card: the price made again by the API and
 * frozen, a tampered total refused, the user's split of the deals among the products kept, nothing kept when the
 * wallet is short, a card declines or no creator fits, ten identical submissions one campaign and one charge, and a
 * card payment's fee refunded with the rest on a rejection.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, errorOf } from './account-helpers';
import { campaignOf, campaignsServer, totalOf } from './campaigns-helpers';
import {
  CampaignDocument,
  CampaignDraftDocument,
  CampaignDraftSaveDocument,
  CampaignsDocument,
  ProductCreateDocument,
} from '../../src/graphql/generated/graphql';
import { ledgerTransactions } from '../../server/db/schema';
import { auditLedger, balanceOf, ledgerAccount } from '../../server/services/ledger';
import { moveWallet } from '../support/ledger';
import { testCreator } from '../support/deals';
import { priceCampaign } from '../../src/domain/pricing';
import { cardFee } from '../../src/domain/ledger';

const { api, company, submit, services, saveCard, wallet } = campaignsServer();

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
