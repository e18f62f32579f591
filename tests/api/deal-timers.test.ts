/**
 * A deal's due times on a clock the test moves (issue 14): a creator's missed step cancels the deal and refunds its
 * itemised cost to the wallet, the brand's missed review accepts the content and pays the creator, a due time of a
 * step the deal has left does nothing, and a restart while a due time has passed fires it exactly once. On
 * embedded PGlite kept in a folder, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../support/server';
import { freshPostgresDatabase } from '../support/database';
import { activeCampaign, brandCompany, productOf, testCreator } from '../support/deals';
import { call } from './account-helpers';
import { DealDocument, DealHireDocument } from '../../src/graphql/generated/graphql';
import { manualClock, type ManualClock } from '../../server/services/clock';
import { auditLedger, balanceOf, ledgerAccount } from '../../server/services/ledger';
import { jobs, ledgerTransactions } from '../../server/db/schema';
import { dealDueKey } from '../../server/services/deals/due-times';
import type { Config } from '../../server/config';
import {
  BRAND_REVIEW_WITHIN_MS,
  CREATOR_ACCEPT_WITHIN_MS,
  CREATOR_UPLOAD_WITHIN_MS,
} from '../../src/domain/deal';

const START = new Date('2031-05-04T10:00:00.000Z');
const MINUTE = 60_000;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database that outlives one server: a folder of PGlite, or a PostgreSQL database. */
async function lastingStore(): Promise<Partial<Config>> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL);
    cleanups.push(database.drop);
    return { databaseUrl: database.url, pgliteDir: undefined };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'creatorhub-deal-timers-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { databaseUrl: undefined, pgliteDir: path.join(dir, 'pglite') };
}

async function serverAt(clock: ManualClock, store: Partial<Config> = {}): Promise<TestServer> {
  const server = await startTestServer(store, { clock });
  return server;
}

async function hiredDeal(server: TestServer) {
  const brand = await brandCompany(server, 'timers');
  const productId = await productOf(server, brand);
  const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 1 });
  const creator = await testCreator(server);
  const hired = await call(
    server,
    DealHireDocument,
    {
      campaign_id: campaign.id,
      product_id: productId,
      creator_id: creator.id,
      idempotency_key: randomUUID(),
    },
    brand.token,
  );
  expect(hired.errors).toBeUndefined();
  return { brand, campaign, creator, deal: hired.data!.DealHire };
}

const refundsOf = async (server: TestServer, dealId: string) =>
  server.app.services.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.reference, dealId), eq(ledgerTransactions.kind, 'deal_refund')));

describe('deal due times', { timeout: 180_000 }, () => {
  it("cancels a deal whose creator did not accept in time and puts its itemised cost back in the campaign's funds", async () => {
    const clock = manualClock(START);
    const server = await serverAt(clock);
    cleanups.push(server.stop);
    const { brand, campaign, deal } = await hiredDeal(server);
    const { db } = server.app.services;
    expect(deal.due_at).toBe(new Date(START.getTime() + CREATOR_ACCEPT_WITHIN_MS).toISOString());
    const wallet = await balanceOf(db, ledgerAccount.wallet(brand.companyId));
    const funds = await balanceOf(db, ledgerAccount.campaign(campaign.id));
    clock.advance(CREATOR_ACCEPT_WITHIN_MS - MINUTE);
    await server.app.jobs.runDue();
    expect((await call(server, DealDocument, { id: deal.id }, brand.token)).data?.Deal?.status).toBe('hired');
    clock.advance(2 * MINUTE);
    await server.app.jobs.runDue();
    const after = (await call(server, DealDocument, { id: deal.id }, brand.token)).data!.Deal!;
    expect(after.status).toBe('canceled');
    expect(after.history.at(-1)).toMatchObject({ event: 'deal.deadline', by: 'system', status: 'canceled' });
    const cost = after.cost;
    expect(cost.total).toBe(
      cost.creator_fee +
        cost.duration_extra +
        cost.pro_surcharge +
        cost.product_price +
        cost.taxes +
        cost.shipping +
        cost.platform_fee,
    );
    // The campaign is active: the slot may be hired again, with this cost.
    expect(await balanceOf(db, ledgerAccount.campaign(campaign.id))).toBe(funds + cost.total);
    expect(await balanceOf(db, ledgerAccount.wallet(brand.companyId))).toBe(wallet);
    expect(await refundsOf(server, deal.id)).toHaveLength(1);
    expect(await auditLedger(db)).toEqual([]);
  });

  it('accepts content the brand did not review in time, and pays the creator', async () => {
    const clock = manualClock(START);
    const server = await serverAt(clock);
    cleanups.push(server.stop);
    const { brand, campaign, creator, deal } = await hiredDeal(server);
    expect((await server.staff('simulate', { campaign_id: campaign.id })).status).toBe(200);
    const { db } = server.app.services;
    const waiting = (await call(server, DealDocument, { id: deal.id }, brand.token)).data!.Deal!;
    expect(waiting).toMatchObject({ status: 'content_approved_by_admin', due_outcome: 'accept' });
    clock.advance(BRAND_REVIEW_WITHIN_MS + MINUTE);
    await server.app.jobs.runDue();
    const after = (await call(server, DealDocument, { id: deal.id }, brand.token)).data!.Deal!;
    expect(after.status).toBe('company_accepts_content');
    expect(after.content[0]?.status).toBe('bought');
    expect(await balanceOf(db, ledgerAccount.creator(creator.id))).toBe(
      after.cost.total - after.cost.platform_fee,
    );
    expect(await auditLedger(db)).toEqual([]);
  });

  it('does nothing when the deal left the step of a due time', async () => {
    const clock = manualClock(START);
    const server = await serverAt(clock);
    cleanups.push(server.stop);
    const { brand, deal } = await hiredDeal(server);
    expect((await server.staff('deal', { deal_id: deal.id, action: 'accept' })).status).toBe(200);
    expect((await server.staff('deal', { deal_id: deal.id, action: 'purchase' })).status).toBe(200);
    expect((await server.staff('deal', { deal_id: deal.id, action: 'receive' })).status).toBe(200);
    // Only the upload's due time is left, a week on: a day later nothing happens.
    clock.advance(CREATOR_ACCEPT_WITHIN_MS + MINUTE);
    await server.app.jobs.runDue();
    const after = (await call(server, DealDocument, { id: deal.id }, brand.token)).data!.Deal!;
    expect(after.status).toBe('product_received');
    expect(after.due_at).toBe(new Date(START.getTime() + CREATOR_UPLOAD_WITHIN_MS).toISOString());
  });

  it('fires a due time that passed while the API was down exactly once after a restart', async () => {
    const clock = manualClock(START);
    const store = await lastingStore();
    const first = await serverAt(clock, store);
    const { brand, deal } = await hiredDeal(first);
    await first.stop();

    clock.advance(CREATOR_ACCEPT_WITHIN_MS + MINUTE);
    const second = await serverAt(clock, store);
    await second.app.jobs.runDue();
    await second.app.jobs.runDue();
    expect(await refundsOf(second, deal.id)).toHaveLength(1);
    const [job] = await second.app.services.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, dealDueKey(deal.id)));
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
    await second.stop();

    const third = await serverAt(clock, store);
    cleanups.push(third.stop);
    await third.app.jobs.runDue();
    expect(await refundsOf(third, deal.id)).toHaveLength(1);
    const after = (await call(third, DealDocument, { id: deal.id }, brand.token)).data?.Deal;
    // The session was kept with the database: the brand sees its deal canceled once.
    expect(after?.status).toBe('canceled');
    expect(after?.history.filter((entry) => entry.event === 'deal.deadline')).toHaveLength(1);
    expect(await auditLedger(third.app.services.db)).toEqual([]);
  });
});
