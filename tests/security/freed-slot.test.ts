/**
 * A slot given back by a canceled deal is hired again with the cost the cancel refunded to the wallet, never with
 * another slot's money: a campaign of products A and B, one deal each, hires A, cancels A, hires A again, and can
 * still hire B, as its hiring panel says (it was refused CAMPAIGN_ESCROW_SHORT, the rehire having taken B's cost
 * from the campaign's funds).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { call } from '../api/account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator, type Brand } from '../support/deals';
import {
  CampaignHiringDocument,
  DealCancelDocument,
  DealHireDocument,
} from '../../src/graphql/generated/graphql';
import { auditLedger, balanceOf, ledgerAccount } from '../../server/services/ledger';
import { ledgerTransactions } from '../../server/db/schema';

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

async function reserveOf(dealId: string) {
  const [row] = await api.server.app.services.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.reference, dealId), eq(ledgerTransactions.kind, 'deal_reserve')));
  return row?.detail;
}

describe('a slot given back by a canceled deal', () => {
  it("is hired again from the wallet, and the other product's slot stays hirable from the campaign's funds", async () => {
    const { db } = api.server.app.services;
    const brand = await brandCompany(api.server, 'freed-slot');
    const productA = await productOf(api.server, brand, 'Glow serum');
    const productB = await productOf(api.server, brand, 'Night cream');
    const campaign = await activeCampaign(api.server, brand, { productIds: [productA, productB], deals: 1 });
    const wallet = ledgerAccount.wallet(brand.companyId);
    const escrow = ledgerAccount.campaign(campaign.id);
    const walletBefore = await balanceOf(db, wallet);

    const first = await hire(brand, campaign.id, productA);
    const canceled = await call(api.server, DealCancelDocument, { id: first.id }, brand.token);
    expect(canceled.errors).toBeUndefined();
    const cost = canceled.data!.DealCancel.cost.total;
    expect(await balanceOf(db, wallet)).toBe(walletBefore + cost);
    expect(await balanceOf(db, escrow)).toBe(campaign.total - cost);

    // The panel says truthfully where the money of each product's next hire comes from.
    const freed = await call(api.server, CampaignHiringDocument, { campaign_id: campaign.id }, brand.token);
    const fromWallet = (id: string, answer: typeof freed) =>
      answer.data!.CampaignHiring!.products.find((line) => line.product.id === id)!.from_wallet;
    expect([fromWallet(productA, freed), fromWallet(productB, freed)]).toEqual([cost, 0]);
    const again = await hire(brand, campaign.id, productA);
    expect(await reserveOf(again.id)).toMatchObject({ from_escrow: 0, from_wallet: cost });
    expect(await balanceOf(db, wallet)).toBe(walletBefore);
    expect(await balanceOf(db, escrow)).toBe(campaign.total - cost);

    const panel = await call(api.server, CampaignHiringDocument, { campaign_id: campaign.id }, brand.token);
    expect(panel.data?.CampaignHiring).toMatchObject({ deals: 2, hired: 1, slots_left: 1, can_hire: true });
    expect(fromWallet(productB, panel)).toBe(0);
    const other = await hire(brand, campaign.id, productB);
    // Both products cost the same per deal in this campaign (activeCampaign prices each at $25.00).
    const otherCost = cost;
    expect(await reserveOf(other.id)).toMatchObject({ from_escrow: otherCost, from_wallet: 0 });
    expect(await balanceOf(db, escrow)).toBe(campaign.total - cost - otherCost);
    expect(await balanceOf(db, wallet)).toBe(walletBefore);
    expect(await auditLedger(db)).toEqual([]);
  });
});
