/**
 * Creator payouts and deal refunds in the brand's billing (issues 12 and 14): accepted content pays the creator
 * from the campaign's escrow, and the billing history shows it as its own kind, with the creator and campaign,
 * the amount in the escrow column and the wallet's balance unchanged; a deal canceled once its campaign stopped
 * hiring comes back into the wallet (while it hires, a cancel's cost stays in its funds: tests/security/freed-slot);
 * the CSV has both; another company sees none of it; the wallet's recent activity keeps to the wallet.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { serverForTests, type TestServer } from '../support/server';
import { call } from './account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator, type Brand } from '../support/deals';
import {
  BillingHistoryDocument,
  CampaignDeactivateDocument,
  DealAcceptContentDocument,
  DealCancelDocument,
  DealHireDocument,
  WalletOverviewDocument,
} from '../../src/graphql/generated/graphql';
import { auditLedger, balanceOf, ledgerAccount } from '../../server/services/ledger';
import { makeImage } from '../support/media';

const api = serverForTests();

async function hire(
  server: TestServer,
  brand: Brand,
  campaignId: string,
  productId: string,
  creatorId: string,
) {
  const answer = await call(
    server,
    DealHireDocument,
    { campaign_id: campaignId, product_id: productId, creator_id: creatorId, idempotency_key: randomUUID() },
    brand.token,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.DealHire;
}

async function staffStep(server: TestServer, dealId: string, action: string) {
  const answer = await server.staff('deal', { deal_id: dealId, action });
  expect(answer.status).toBe(200);
}

async function uploadPicture(server: TestServer, dealId: string) {
  const response = await fetch(`${server.url}/staff/deal-upload?deal_id=${dealId}&name=photo.png`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-staff-key': server.app.staffKey },
    body: new Uint8Array(await makeImage('png', 64, 80)),
  });
  expect(response.status).toBe(201);
}

async function history(server: TestServer, token: string, kind?: string) {
  const answer = await call(server, BillingHistoryDocument, kind ? { kind } : {}, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.BillingHistory;
}

describe('creator payouts in billing', () => {
  it('shows a payout from the escrow with the wallet balance unchanged, and a deal refund into the wallet', async () => {
    const { server } = api;
    const { db } = server.app.services;
    const brand = await brandCompany(server, 'payouts');
    const other = await brandCompany(server, 'payouts-other');
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 2 });
    const paid = await testCreator(server, { name: 'Paula Payout' });
    const canceled = await testCreator(server, { name: 'Carla Cancel' });

    const deal = await hire(server, brand, campaign.id, productId, paid.id);
    for (const step of ['accept', 'purchase', 'receive']) await staffStep(server, deal.id, step);
    await uploadPicture(server, deal.id);
    await staffStep(server, deal.id, 'approve');
    const accepted = await call(server, DealAcceptContentDocument, { id: deal.id }, brand.token);
    expect(accepted.errors).toBeUndefined();
    const cost = accepted.data!.DealAcceptContent.cost;

    const walletBefore = await balanceOf(db, ledgerAccount.wallet(brand.companyId));
    const refunded = await hire(server, brand, campaign.id, productId, canceled.id);
    // Its campaign hires no one more (both slots filled, nothing left in its funds): a cancel now refunds the wallet.
    const off = await call(server, CampaignDeactivateDocument, { id: campaign.id }, brand.token);
    expect(off.errors).toBeUndefined();
    const cancel = await call(server, DealCancelDocument, { id: refunded.id }, brand.token);
    expect(cancel.errors).toBeUndefined();
    const walletAfter = await balanceOf(db, ledgerAccount.wallet(brand.companyId));
    const refund = walletAfter - walletBefore;
    expect(refund).toBeGreaterThan(0);

    const payouts = await history(server, brand.token, 'creator_payout');
    expect(payouts.total).toBe(1);
    const [payout] = payouts.items;
    expect(payout).toMatchObject({
      kind: 'creator_payout',
      method: 'escrow',
      amount: 0,
      fee: 0,
      escrow: -cost.total,
      creator_name: 'Paula Payout',
      has_receipt: false,
    });
    expect(payout!.description).toMatch(/^Campaign /);

    // The payout leaves the wallet as it was: its balance is that of the movement before it.
    const all = await history(server, brand.token);
    const kinds = all.items.map((item) => item.kind);
    expect(kinds).toEqual(['deal_refund', 'creator_payout', 'campaign_charge', 'opening_balance']);
    const [refundRow, payoutRow, chargeRow] = all.items;
    expect(payoutRow!.balance).toBe(chargeRow!.balance);
    expect(chargeRow!.escrow).toBe(campaign.total);
    expect(refundRow).toMatchObject({
      method: 'wallet',
      amount: refund,
      escrow: -refund,
      balance: walletAfter,
      creator_name: 'Carla Cancel',
    });

    // The wallet's recent activity is the wallet's: no payout there.
    const wallet = await call(server, WalletOverviewDocument, {}, brand.token);
    expect(wallet.errors).toBeUndefined();
    expect(wallet.data!.WalletOverview.recent.map((item) => item.kind)).not.toContain('creator_payout');

    // The CSV has the payout in the escrow column, the wallet's balance unchanged.
    const response = await fetch(`${server.url}/billing/export.csv?kind=creator_payout&lang=en`, {
      headers: { authorization: `Bearer ${brand.token}` },
    });
    expect(response.status).toBe(200);
    const rows = parse(await response.text(), { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Kind: 'Creator payout',
      Method: 'Campaign funds',
      Amount: '0.00',
      'Campaign funds': (-cost.total / 100).toFixed(2),
      Balance: (payoutRow!.balance / 100).toFixed(2),
    });
    expect(rows[0]!.Description).toBe(`Paula Payout · ${payout!.description}`);

    // Another company sees none of it.
    expect((await history(server, other.token, 'creator_payout')).total).toBe(0);
    expect((await history(server, other.token, 'deal_refund')).total).toBe(0);
    expect(await auditLedger(db)).toEqual([]);
  });
});
