/**
 * A campaign's deal slots (issues 13 and 14): every hire counts one slot on the campaign in the same transaction,
 * decided by the database so that hires sent at once never take more slots than were bought; a canceled deal gives
 * its slot back, its cost back in the campaign's funds (hiring for it again takes it there); and the listing shows
 * deals hired of total.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { call, errorOf } from './account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator } from '../support/deals';
import {
  CampaignDocument,
  CampaignHiringDocument,
  DealCancelDocument,
} from '../../src/graphql/generated/graphql';
import { balanceOf, ledgerAccount } from '../../server/services/ledger';
import { ledgerTransactions } from '../../server/db/schema';
import { campaignRow, hire, hireAnswer, listed } from './deal-slots-helpers';

const api = serverForTests();

describe('deal slots', () => {
  it('counts each hire on the campaign, and of hires sent at once for the last slot exactly one succeeds', async () => {
    const { server } = api;
    const brand = await brandCompany(server, 'slots');
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 2 });
    expect(await listed(server, brand, campaign.id)).toMatchObject({ deals: 2, deals_hired: 0 });

    await hire(server, brand, campaign.id, productId, (await testCreator(server)).id);
    expect((await campaignRow(server, campaign.id)).deals_hired).toBe(1);
    expect(await listed(server, brand, campaign.id)).toMatchObject({ deals: 2, deals_hired: 1 });

    // Five creators for the one slot left, all at once.
    const creators = await Promise.all(Array.from({ length: 5 }, () => testCreator(server)));
    const answers = await Promise.all(
      creators.map((creator) => hireAnswer(server, brand, campaign.id, productId, creator.id)),
    );
    const hired = answers.filter((answer) => !answer.errors);
    expect(hired).toHaveLength(1);
    expect(answers.filter((answer) => answer.errors).map((answer) => errorOf(answer).code)).toEqual(
      Array.from({ length: 4 }, () => 'DEAL_NO_SLOTS_LEFT'),
    );
    expect((await campaignRow(server, campaign.id)).deals_hired).toBe(2);
    expect(await listed(server, brand, campaign.id)).toMatchObject({ deals: 2, deals_hired: 2 });
    const one = await call(server, CampaignDocument, { id: campaign.id }, brand.token);
    expect(one.data?.Campaign).toMatchObject({ deals: 2, deals_hired: 2 });
    // The escrow gave exactly the two deals' costs, nothing more.
    const { db } = server.app.services;
    expect(await balanceOf(db, ledgerAccount.campaign(campaign.id))).toBe(0);
  });

  it('takes as many hires as slots when many are sent at once on a fresh campaign', async () => {
    const { server } = api;
    const brand = await brandCompany(server, 'slots');
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 3 });
    const creators = await Promise.all(Array.from({ length: 8 }, () => testCreator(server)));
    const answers = await Promise.all(
      creators.map((creator) => hireAnswer(server, brand, campaign.id, productId, creator.id)),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(3);
    expect((await campaignRow(server, campaign.id)).deals_hired).toBe(3);
    const hiring = await call(server, CampaignHiringDocument, { campaign_id: campaign.id }, brand.token);
    expect(hiring.data?.CampaignHiring).toMatchObject({ deals: 3, hired: 3, slots_left: 0, can_hire: false });
  });

  it("gives a canceled deal its slot back, its cost back in the campaign's funds, and hires it again from them", async () => {
    const { server } = api;
    const { db } = server.app.services;
    const brand = await brandCompany(server, 'slots');
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 1 });
    const first = await hire(server, brand, campaign.id, productId, (await testCreator(server)).id);
    expect(await listed(server, brand, campaign.id)).toMatchObject({ deals: 1, deals_hired: 1 });
    const wallet = ledgerAccount.wallet(brand.companyId);
    const escrow = ledgerAccount.campaign(campaign.id);
    const before = await balanceOf(db, wallet);

    const canceled = await call(server, DealCancelDocument, { id: first.id }, brand.token);
    expect(canceled.errors).toBeUndefined();
    const cost = canceled.data!.DealCancel.cost.total;
    expect(await balanceOf(db, wallet)).toBe(before);
    expect(await balanceOf(db, escrow)).toBe(cost);
    expect((await campaignRow(server, campaign.id)).deals_hired).toBe(0);
    expect(await listed(server, brand, campaign.id)).toMatchObject({ deals: 1, deals_hired: 0 });

    // The slot again: the campaign's funds pay it, the wallet does not move.
    const again = await hire(server, brand, campaign.id, productId, (await testCreator(server)).id);
    expect(await balanceOf(db, wallet)).toBe(before);
    expect(await balanceOf(db, escrow)).toBe(0);
    expect(await balanceOf(db, `deal:${again.id}`)).toBe(cost);
    const [reserve] = await db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.reference, again.id), eq(ledgerTransactions.kind, 'deal_reserve')));
    expect(reserve?.detail).toMatchObject({ from_escrow: cost, from_wallet: 0 });
    expect((await campaignRow(server, campaign.id)).deals_hired).toBe(1);
    const refused = await hireAnswer(server, brand, campaign.id, productId, (await testCreator(server)).id);
    expect(errorOf(refused).code).toBe('DEAL_NO_SLOTS_LEFT');
  });

  it('hires a slot given back even when the wallet is empty: its cost waits in the campaign', async () => {
    const { server } = api;
    const { db } = server.app.services;
    const brand = await brandCompany(server, 'slots');
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 1 });
    const first = await hire(server, brand, campaign.id, productId, (await testCreator(server)).id);
    expect((await call(server, DealCancelDocument, { id: first.id }, brand.token)).errors).toBeUndefined();
    // The wallet held the campaign's price and nothing more: the slot's money is not the wallet's.
    expect(await balanceOf(db, ledgerAccount.wallet(brand.companyId))).toBe(0);
    const hiring = await call(server, CampaignHiringDocument, { campaign_id: campaign.id }, brand.token);
    expect(hiring.data?.CampaignHiring).toMatchObject({ slots_left: 1, can_hire: true });
    const again = await hireAnswer(server, brand, campaign.id, productId, (await testCreator(server)).id);
    expect(again.errors).toBeUndefined();
    expect(await balanceOf(db, ledgerAccount.campaign(campaign.id))).toBe(0);
    expect(await balanceOf(db, ledgerAccount.wallet(brand.companyId))).toBe(0);
    expect((await campaignRow(server, campaign.id)).deals_hired).toBe(1);
  });
});
