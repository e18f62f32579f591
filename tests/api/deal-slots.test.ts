/**
 * A campaign's deal slots and its end (issues 13 and 14): every hire counts one slot on the campaign in the same
 * transaction, decided by the database so that hires sent at once never take more slots than were bought; a
 * canceled deal gives its slot back, its cost back in the campaign's funds (hiring for it again takes it there);
 * the listing shows deals hired of total; and a campaign whose slots are all hired and whose deals are all done
 * completes by itself, recorded in its history, told live to its company, what its escrow still holds refunded to
 * the wallet, itemised, once.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import mqtt from 'mqtt';
import { serverForTests, type TestServer } from '../support/server';
import { call, errorOf } from './account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator, type Brand } from '../support/deals';
import { makeImage } from '../support/media';
import {
  CampaignDocument,
  CampaignHiringDocument,
  CampaignsDocument,
  DealAcceptContentDocument,
  DealCancelDocument,
  DealHireDocument,
} from '../../src/graphql/generated/graphql';
import { auditLedger, balanceOf, ledgerAccount, post } from '../../server/services/ledger';
import { moveWallet } from '../support/ledger';
import { atomically } from '../../server/services/unit-of-work';
import { completeCampaignIfDone } from '../../server/services/campaigns/lifecycle';
import { campaigns, campaignStatusChanges, ledgerTransactions, notifications } from '../../server/db/schema';
import { notificationsTopic } from '../../server/services/notifications';

const api = serverForTests();

function hireAnswer(
  server: TestServer,
  brand: Brand,
  campaignId: string,
  productId: string,
  creatorId: string,
) {
  return call(
    server,
    DealHireDocument,
    { campaign_id: campaignId, product_id: productId, creator_id: creatorId, idempotency_key: randomUUID() },
    brand.token,
  );
}

async function hire(
  server: TestServer,
  brand: Brand,
  campaignId: string,
  productId: string,
  creatorId: string,
) {
  const answer = await hireAnswer(server, brand, campaignId, productId, creatorId);
  expect(answer.errors).toBeUndefined();
  return answer.data!.DealHire;
}

async function campaignRow(server: TestServer, id: string) {
  const [row] = await server.app.services.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}

/** The listing's row of a campaign: deals hired of total, as the web app asks for them. */
async function listed(server: TestServer, brand: Brand, id: string, tab = 'active') {
  const answer = await call(server, CampaignsDocument, { tab, page: 1, page_size: 100 }, brand.token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.Campaigns.items.find((item) => item.id === id);
}

/** Takes a refund deal from hired to finished: the creator's steps, staff approval, the brand's acceptance. */
async function finish(server: TestServer, brand: Brand, dealId: string) {
  const picture = await makeImage('png', 32, 32);
  for (const action of ['accept', 'purchase', 'receive'])
    expect((await server.staff('deal', { deal_id: dealId, action })).status).toBe(200);
  const uploaded = await fetch(`${server.url}/staff/deal-upload?deal_id=${dealId}&name=photo.png`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-staff-key': server.app.staffKey },
    body: new Uint8Array(picture),
  });
  expect(uploaded.status).toBe(201);
  expect((await server.staff('deal', { deal_id: dealId, action: 'approve' })).status).toBe(200);
  const accepted = await call(server, DealAcceptContentDocument, { id: dealId }, brand.token);
  expect(accepted.errors).toBeUndefined();
  expect((await server.staff('deal', { deal_id: dealId, action: 'publish' })).status).toBe(200);
}

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

describe('completion', () => {
  it('completes a campaign once every slot is hired and every deal done, refunding the escrow once', async () => {
    const { server } = api;
    const { db } = server.app.services;
    const brand = await brandCompany(server, 'complete');
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 2 });
    const a = await hire(server, brand, campaign.id, productId, (await testCreator(server)).id);
    const b = await hire(server, brand, campaign.id, productId, (await testCreator(server)).id);
    // A canceled deal is done, but its slot is open again: the campaign still hires.
    expect((await call(server, DealCancelDocument, { id: a.id }, brand.token)).errors).toBeUndefined();
    const cost = await balanceOf(db, `deal:${b.id}`);
    expect(cost * 2).toBe(campaign.total);
    await finish(server, brand, b.id);
    expect((await campaignRow(server, campaign.id)).status).toBe('active');

    const c = await hire(server, brand, campaign.id, productId, (await testCreator(server)).id);
    // What the escrow still holds at the end goes back to the wallet (here: a leftover put there by a charge).
    const leftover = 3_21;
    const wallet = ledgerAccount.wallet(brand.companyId);
    await moveWallet(server.app.services, brand.companyId, leftover);
    const charged = await atomically(server.app.services, (work) =>
      post(work, {
        companyId: brand.companyId,
        kind: 'campaign_charge',
        idempotencyKey: randomUUID(),
        reference: campaign.id,
        legs: [
          { account: wallet, amount: -leftover },
          { account: ledgerAccount.campaign(campaign.id), amount: leftover },
        ],
      }),
    );
    expect(charged.posted).toBe(true);

    const channel = await server.gql<{ LiveChannel: { url: string } }>(
      'query { LiveChannel { url } }',
      {},
      brand.token,
    );
    const client = await mqtt.connectAsync(channel.data!.LiveChannel.url, {
      username: 'frontend',
      password: brand.token,
      protocolVersion: 4,
      reconnectPeriod: 0,
    });
    try {
      await client.subscribeAsync(notificationsTopic(brand.companyId), { qos: 1 });
      const completedNotice = new Promise<Record<string, unknown>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No completion notice arrived')), 15_000);
        client.on('message', (_topic, payload) => {
          const body = JSON.parse(payload.toString('utf8')) as Record<string, unknown>;
          if (body.code !== 'campaign.completed') return;
          clearTimeout(timer);
          resolve(body);
        });
      });
      const walletBefore = await balanceOf(db, wallet);
      await finish(server, brand, c.id);
      await expect(completedNotice).resolves.toMatchObject({ code: 'campaign.completed' });
      const row = await campaignRow(server, campaign.id);
      expect(row).toMatchObject({ status: 'completed', deals_hired: 2, deals_total: 2 });
      expect(row.refunded_cents).toBe(leftover);
      expect(await balanceOf(db, ledgerAccount.campaign(campaign.id))).toBe(0);
      expect(await balanceOf(db, wallet)).toBe(walletBefore + leftover);
      const history = await db
        .select()
        .from(campaignStatusChanges)
        .where(eq(campaignStatusChanges.campaign_id, campaign.id));
      expect(history.filter((change) => change.status === 'completed')).toMatchObject([{ by: 'system' }]);
      const stored = await db
        .select()
        .from(notifications)
        .where(eq(notifications.company_id, brand.companyId));
      expect(stored.some((notice) => notice.message.includes(row.name))).toBe(true);
    } finally {
      await client.endAsync();
    }

    const refunds = () =>
      db
        .select()
        .from(ledgerTransactions)
        .where(
          and(eq(ledgerTransactions.reference, campaign.id), eq(ledgerTransactions.kind, 'campaign_refund')),
        );
    const [refund] = await refunds();
    expect(refund?.idempotency_key).toBe(`campaign-complete:${campaign.id}`);
    expect(refund?.detail).toMatchObject({
      reason: 'completed',
      unused_deals: 0,
      deals_total: 2,
      lines: [{ product_id: productId, deals: 2, hired: 2, canceled: 1, unused: 0, per_deal: cost }],
    });
    // Once: asked again, nothing moves and the history keeps one completion.
    expect(await atomically(server.app.services, (work) => completeCampaignIfDone(work, campaign.id))).toBe(
      false,
    );
    expect(await refunds()).toHaveLength(1);

    const listedRow = await listed(server, brand, campaign.id, 'completed');
    expect(listedRow).toMatchObject({ status: 'completed', deals: 2, deals_hired: 2 });
    const one = await call(server, CampaignDocument, { id: campaign.id }, brand.token);
    expect(one.data?.Campaign?.status_history.map((change) => change.status)).toContain('completed');
  });

  it('leaves a campaign with slots never hired active, its escrow kept for them', async () => {
    const { server } = api;
    const { db } = server.app.services;
    const brand = await brandCompany(server, 'complete');
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 2 });
    const only = await hire(server, brand, campaign.id, productId, (await testCreator(server)).id);
    const cost = await balanceOf(db, `deal:${only.id}`);
    await finish(server, brand, only.id);
    expect((await campaignRow(server, campaign.id)).status).toBe('active');
    expect(await balanceOf(db, ledgerAccount.campaign(campaign.id))).toBe(cost);
  });
});

describe('the ledger', () => {
  it('sums to zero, every kept balance as its legs say, after all of the above', async () => {
    expect(await auditLedger(api.server.app.services.db)).toEqual([]);
  });
});
