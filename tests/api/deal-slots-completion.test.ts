/**
 * A campaign's end (issues 13 and 14): a campaign whose slots are all hired and whose deals are all done completes
 * by itself, recorded in its history, told live to its company, what its escrow still holds refunded to the
 * wallet, itemised, once; one with slots never hired stays active; and the ledger stays sound.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import mqtt from 'mqtt';
import { serverForTests } from '../support/server';
import { call } from './account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator } from '../support/deals';
import { CampaignDocument, DealCancelDocument } from '../../src/graphql/generated/graphql';
import { auditLedger, balanceOf, ledgerAccount, post } from '../../server/services/ledger';
import { moveWallet } from '../support/ledger';
import { atomically } from '../../server/services/unit-of-work';
import { completeCampaignIfDone } from '../../server/services/campaigns/lifecycle';
import { campaignStatusChanges, ledgerTransactions, notifications } from '../../server/db/schema';
import { notificationsTopic } from '../../server/services/notifications';
import { campaignRow, finish, hire, listed } from './deal-slots-helpers';

const api = serverForTests();

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
