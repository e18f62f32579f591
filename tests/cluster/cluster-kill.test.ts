/**
 * Three API instances behind HAProxy on one PostgreSQL, their brokers sharing Redis (npm run cluster), in CI on
 * this machine, one of them lost: `kill -9` of an instance in the middle of a burst of card top-ups and hires,
 * while it runs a batch of due jobs: every acknowledged call is kept exactly once, nothing is charged twice, the
 * ledger is sound, and the jobs it had claimed run once elsewhere.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cardCharges, deals, jobs, ledgerTransactions } from '../../server/db/schema';
import { auditLedger, balanceOf, ledgerAccount } from '../../server/services/ledger';
import { DEAL_DUE_JOB } from '../../server/services/deals/due-times';
import { JOBS_CHANNEL } from '../../server/services/jobs';
import { clusterForTests, describeCluster, gqlVia } from '../support/cluster';
import { saveCard } from '../support/campaigns';
import { activeCampaign, brandCompany, productOf, testCreator } from '../support/deals';
import { HIRE, TOP_UP } from '../support/cluster-calls';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeCluster('three API instances behind a proxy', () => {
  const it3 = clusterForTests();

  it('keeps every acknowledged top-up and hire once when an instance is killed mid-burst, and runs its claimed jobs elsewhere', async () => {
    const { cluster, server, database } = it3;
    const { db } = database;
    const HIRES = 16;
    const TOP_UPS = 24;
    const brand = await brandCompany(server, 'burst');
    const product = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [product], deals: HIRES });
    const creators = [];
    for (let index = 0; index < HIRES; index++) creators.push(await testCreator(server));
    const cardId = await saveCard(server, brand.token);

    type Call = {
      kind: 'top-up' | 'hire';
      variables: Record<string, unknown>;
      answer?: Record<string, unknown>;
    };
    const calls: Call[] = [];
    for (let index = 0; index < Math.max(HIRES, TOP_UPS); index++) {
      if (index < TOP_UPS)
        calls.push({
          kind: 'top-up',
          variables: { amount: 10_00 + index, card_id: cardId, key: randomUUID() },
        });
      const creator = creators[index];
      if (creator) {
        calls.push({
          kind: 'hire',
          variables: { campaign: campaign.id, product, creator: creator.id, key: randomUUID() },
        });
      }
    }
    /** Sends a call until it has an answer, with its idempotency key, as the web app retries a failed request. */
    const settle = async (call: Call) => {
      for (let attempt = 0; attempt < 60; attempt++) {
        const answer = await gqlVia(
          cluster,
          undefined,
          call.kind === 'top-up' ? TOP_UP : HIRE,
          call.variables,
          brand.token,
        ).catch(() => null);
        if (answer?.status === 200 && answer.data) {
          expect(answer.errors).toBeUndefined();
          call.answer = answer.data;
          return;
        }
        await sleep(100);
      }
      throw new Error(`no answer to a ${call.kind}`);
    };
    const queue = [...calls];
    const workers = Array.from({ length: 6 }, async () => {
      for (let call = queue.shift(); call; call = queue.shift()) await settle(call);
    });

    // Once half the hires are in, their due times come at once: one instance claims them as a batch; it is killed
    // while it holds them (its connection's transaction holds the lock on `jobs` that claiming takes).
    const hired = () => calls.filter((call) => call.kind === 'hire' && call.answer).length;
    for (const deadline = Date.now() + 60_000; hired() < HIRES / 2;) {
      if (Date.now() > deadline) throw new Error('the hires did not come in');
      await sleep(20);
    }
    const release = async () => {
      await db.execute(
        sql`update ${jobs} set run_at = now() where kind = ${DEAL_DUE_JOB} and status = 'pending'`,
      );
      await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
    };
    await release();
    let killed: string | undefined;
    for (const deadline = Date.now() + 20_000; !killed && Date.now() < deadline;) {
      const holders = (await db.execute(sql`
        select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.relation = 'jobs'::regclass and l.mode = 'RowShareLock'
          and a.application_name like 'creatorhub-api-%'`)) as unknown as {
        rows: Array<{ application_name: string }>;
      };
      const holder = holders.rows[0]?.application_name.replace('creatorhub-', '');
      if (holder) {
        cluster.kill(holder);
        killed = holder;
      } else await sleep(5);
    }
    expect(killed, 'an instance was caught running a batch of due jobs').toBeDefined();
    await Promise.all(workers);
    // The rest of the hires' due times, then every due time has fired.
    await release();
    for (const deadline = Date.now() + 60_000; ;) {
      const pending = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, DEAL_DUE_JOB), eq(jobs.status, 'pending')));
      if (pending.length === 0) break;
      if (Date.now() > deadline) throw new Error(`${pending.length} due jobs never fired`);
      await sleep(200);
    }

    const dealRows = await db.select().from(deals).where(eq(deals.campaign_id, campaign.id));
    const dueKeys = dealRows.map((deal) => deal.id);

    // Every top-up acknowledged once: one charge, one movement, its amount in the wallet.
    const topUps = calls.filter((call) => call.kind === 'top-up');
    expect(topUps.every((call) => (call.answer?.WalletTopUpCard as { status: boolean }).status)).toBe(true);
    const charges = await db
      .select()
      .from(cardCharges)
      .where(
        inArray(
          cardCharges.idempotency_key,
          topUps.map((call) => String(call.variables.key)),
        ),
      );
    expect(charges).toHaveLength(TOP_UPS);
    expect(charges.every((charge) => charge.status === 'succeeded')).toBe(true);
    // Every hire acknowledged once: one deal each, one reserve and, its creator's due time missed, one refund.
    expect(dealRows).toHaveLength(HIRES);
    expect(new Set(dealRows.map((deal) => deal.creator_id)).size).toBe(HIRES);
    expect(dealRows.every((deal) => deal.status === 'canceled')).toBe(true);
    const movements = await db
      .select({ kind: ledgerTransactions.kind, reference: ledgerTransactions.reference })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.company_id, brand.companyId));
    const countOf = (kind: string) => movements.filter((movement) => movement.kind === kind).length;
    expect(countOf('card_top_up')).toBe(TOP_UPS);
    expect(countOf('deal_reserve')).toBe(HIRES);
    expect(countOf('deal_refund')).toBe(HIRES);
    // Each due time fired once (one refund per deal, above) and is done. A try that lost a deadlock (a batch of
    // deadlines cancelling deals of a campaign while a hire of that campaign runs: they take its row and the deal
    // counts in opposite orders) was rolled back whole and run again at once: it left its error and no effect.
    const fired = await db.select().from(jobs).where(eq(jobs.kind, DEAL_DUE_JOB));
    expect(fired.filter((job) => dueKeys.some((id) => job.key.includes(id)))).toHaveLength(HIRES);
    for (const job of fired) {
      expect(job.status).toBe('done');
      if (job.attempts > 1) expect(job.last_error).toMatch(/cause: /);
    }
    // The wallet holds the top-ups; the campaign, still hiring, has every canceled deal's cost back in its funds;
    // and the ledger is sound.
    const toppedUp = topUps.reduce((sum, call) => sum + Number(call.variables.amount), 0);
    expect(await balanceOf(db, ledgerAccount.wallet(brand.companyId))).toBe(toppedUp);
    expect(await balanceOf(db, ledgerAccount.campaign(campaign.id))).toBe(campaign.total);
    expect(await auditLedger(db)).toEqual([]);

    await cluster.restart(killed!);
  });
});
