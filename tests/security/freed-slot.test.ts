/**
 * A slot given back by a canceled deal keeps its money with the campaign: while the campaign may hire, the cancel
 * puts the deal's cost back in the campaign's funds (the wallet does not move), the rehire takes it from there,
 * and the other product's slot stays hirable from the funds it always had (a rehire once took B's cost and B was
 * refused CAMPAIGN_ESCROW_SHORT). Deactivating gives the funds back to the wallet, itemised, the canceled slot
 * among the unused; a deal canceled once its campaign hires no one more is refunded to the wallet.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { call } from '../api/account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator, type Brand } from '../support/deals';
import {
  CampaignDeactivateDocument,
  CampaignHiringDocument,
  DealCancelDocument,
  DealHireDocument,
} from '../../src/graphql/generated/graphql';
import { auditLedger, balanceOf, ledgerAccount } from '../../server/services/ledger';
import { ledgerTransactions, notifications } from '../../server/db/schema';

const api = serverForTests();

async function hire(brand: Brand, campaignId: string, productId: string) {
  const creator = await testCreator(api.server);
  const answer = await call(
    api.server,
    DealHireDocument,
    { campaign_id: campaignId, product_id: productId, creator_id: creator.id, idempotency_key: randomUUID() },
    brand.token,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.DealHire;
}

async function cancel(brand: Brand, dealId: string) {
  const canceled = await call(api.server, DealCancelDocument, { id: dealId }, brand.token);
  expect(canceled.errors).toBeUndefined();
  return canceled.data!.DealCancel.cost.total;
}

async function postingOf(reference: string, kind: string) {
  const [row] = await api.server.app.services.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.reference, reference), eq(ledgerTransactions.kind, kind)));
  return row?.detail;
}

async function noticeCodesOf(companyId: string, dealId: string) {
  const rows = await api.server.app.services.db
    .select({ code: notifications.code })
    .from(notifications)
    .where(and(eq(notifications.company_id, companyId), eq(notifications.subject_id, dealId)));
  return rows.map((row) => row.code);
}

async function twoProductCampaign(label: string) {
  const brand = await brandCompany(api.server, label);
  const productA = await productOf(api.server, brand, 'Glow serum');
  const productB = await productOf(api.server, brand, 'Night cream');
  const campaign = await activeCampaign(api.server, brand, { productIds: [productA, productB], deals: 1 });
  return { brand, productA, productB, campaign };
}

describe('a slot given back by a canceled deal', () => {
  it("keeps its cost in the campaign's funds, is hired again from them, and the other product's slot stays hirable", async () => {
    const { db } = api.server.app.services;
    const { brand, productA, productB, campaign } = await twoProductCampaign('freed-slot');
    const wallet = ledgerAccount.wallet(brand.companyId);
    const escrow = ledgerAccount.campaign(campaign.id);
    const walletBefore = await balanceOf(db, wallet);

    const first = await hire(brand, campaign.id, productA);
    const cost = await cancel(brand, first.id);
    expect(await balanceOf(db, wallet)).toBe(walletBefore);
    expect(await balanceOf(db, escrow)).toBe(campaign.total);
    expect(await postingOf(first.id, 'deal_refund')).toMatchObject({ to: 'campaign' });
    await expect.poll(() => noticeCodesOf(brand.companyId, first.id)).toContain('deal.canceledToCampaign');

    // The panel says truthfully where the money of each product's next hire comes from: the campaign's funds.
    const freed = await call(api.server, CampaignHiringDocument, { campaign_id: campaign.id }, brand.token);
    const fromWallet = (id: string, answer: typeof freed) =>
      answer.data!.CampaignHiring!.products.find((line) => line.product.id === id)!.from_wallet;
    expect([fromWallet(productA, freed), fromWallet(productB, freed)]).toEqual([0, 0]);
    const again = await hire(brand, campaign.id, productA);
    expect(await postingOf(again.id, 'deal_reserve')).toMatchObject({ from_escrow: cost, from_wallet: 0 });
    expect(await balanceOf(db, wallet)).toBe(walletBefore);
    expect(await balanceOf(db, escrow)).toBe(campaign.total - cost);

    const panel = await call(api.server, CampaignHiringDocument, { campaign_id: campaign.id }, brand.token);
    expect(panel.data?.CampaignHiring).toMatchObject({ deals: 2, hired: 1, slots_left: 1, can_hire: true });
    expect(fromWallet(productB, panel)).toBe(0);
    const other = await hire(brand, campaign.id, productB);
    // Both products cost the same per deal in this campaign (activeCampaign prices each at $25.00).
    expect(await postingOf(other.id, 'deal_reserve')).toMatchObject({ from_escrow: cost, from_wallet: 0 });
    expect(await balanceOf(db, escrow)).toBe(campaign.total - 2 * cost);
    expect(await balanceOf(db, wallet)).toBe(walletBefore);
    expect(await auditLedger(db)).toEqual([]);
  });

  it('goes back to the wallet, itemised, when the campaign is deactivated', async () => {
    const { db } = api.server.app.services;
    const { brand, productA, productB, campaign } = await twoProductCampaign('freed-slot-off');
    const wallet = ledgerAccount.wallet(brand.companyId);
    const walletBefore = await balanceOf(db, wallet);
    const first = await hire(brand, campaign.id, productA);
    const cost = await cancel(brand, first.id);
    await hire(brand, campaign.id, productB);

    const off = await call(api.server, CampaignDeactivateDocument, { id: campaign.id }, brand.token);
    expect(off.errors).toBeUndefined();
    // The escrow held A's slot (its cost came back with the cancel); B's slot is filled.
    expect(await balanceOf(db, ledgerAccount.campaign(campaign.id))).toBe(0);
    expect(await balanceOf(db, wallet)).toBe(walletBefore + campaign.total - cost);
    const refund = (await postingOf(campaign.id, 'campaign_refund')) as {
      lines: unknown[];
      unused_deals: number;
    };
    expect(refund.unused_deals).toBe(1);
    expect(refund.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_id: productA, hired: 0, canceled: 1, unused: 1, per_deal: cost }),
        expect.objectContaining({ product_id: productB, hired: 1, canceled: 0, unused: 0 }),
      ]),
    );
    expect(await auditLedger(db)).toEqual([]);
  });

  it('goes to the wallet when the deal is canceled after its campaign stopped hiring', async () => {
    const { db } = api.server.app.services;
    const { brand, productA, campaign } = await twoProductCampaign('freed-slot-late');
    const wallet = ledgerAccount.wallet(brand.companyId);
    const deal = await hire(brand, campaign.id, productA);
    const off = await call(api.server, CampaignDeactivateDocument, { id: campaign.id }, brand.token);
    expect(off.errors).toBeUndefined();
    const walletAfterDeactivation = await balanceOf(db, wallet);

    const cost = await cancel(brand, deal.id);
    expect(await balanceOf(db, wallet)).toBe(walletAfterDeactivation + cost);
    expect(await balanceOf(db, ledgerAccount.campaign(campaign.id))).toBe(0);
    expect(await postingOf(deal.id, 'deal_refund')).toMatchObject({ to: 'wallet' });
    await expect.poll(() => noticeCodesOf(brand.companyId, deal.id)).toContain('deal.canceled');
    expect(await auditLedger(db)).toEqual([]);
  });
});
