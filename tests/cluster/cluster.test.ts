/**
 * Three API instances behind HAProxy on one PostgreSQL, their brokers sharing Redis (npm run cluster), in CI on
 * this machine:
 * - a browser whose page and live channel go through the proxy to one instance shows, within a second, the
 *   notice of a change made through another;
 * - on the real broker, through the proxy and on every instance, each session may subscribe to its company's
 *   topics only, and a session logged out through one instance loses its connection and rights on the others;
 * - log-in limits hold across instances: parallel guesses spread over the three check five passwords at most;
 * - `kill -9` of an instance in the middle of a burst of card top-ups and hires, while it runs a batch of due
 *   jobs: every acknowledged call is kept exactly once, nothing is charged twice, the ledger is sound, and the
 *   jobs it had claimed run once elsewhere.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cardCharges, deals, jobs, ledgerTransactions } from '../../server/db/schema';
import { auditLedger, balanceOf, ledgerAccount } from '../../server/services/ledger';
import { DEAL_DUE_JOB } from '../../server/services/deals/due-times';
import { JOBS_CHANNEL } from '../../server/services/jobs';
import { LOGIN_ATTEMPTS_PER_EMAIL } from '../../src/domain/constants';
import { clusterForTests, describeCluster, gqlVia } from '../support/cluster';
import { launchBrowser, newPage } from '../support/browser';
import { createReadyCompany, signInBrowser } from '../support/browser-accounts';
import { nextLiveSocket } from '../support/live';
import { saveCard } from '../support/campaigns';
import { activeCampaign, brandCompany, productOf, testCreator } from '../support/deals';
import { PIN_COOKIE } from '../../scripts/cluster/index';
import { connectVia, HIRE, LOGIN, TOP_UP } from '../support/cluster-calls';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeCluster('three API instances behind a proxy', () => {
  const it3 = clusterForTests();
  const names = () => it3.cluster.instances.map((instance) => instance.name);

  it('shows a browser on one instance the notice of a change made through another within a second', async () => {
    const { cluster, server } = it3;
    const company = await createReadyCompany(server);
    const cardId = await saveCard(server, company.token);
    const browser = await launchBrowser();
    try {
      const page = await newPage(browser);
      await page.context().addCookies([{ name: PIN_COOKIE, value: 'api-1', url: cluster.url }]);
      const servedBy = new Set<string>();
      page.on('response', (response) => {
        if (response.url().endsWith('/graphql')) servedBy.add(response.headers()['x-served-by'] ?? '?');
      });
      // When a notice shows, by the page's clock (the same machine's).
      await page.addInitScript(() => {
        new MutationObserver(() => {
          const shown = [...document.querySelectorAll('[role="status"]')].some((element) =>
            element.textContent?.includes('was added to your wallet'),
          );
          const watched = window as unknown as { __noticeAt?: number };
          if (shown && watched.__noticeAt === undefined) watched.__noticeAt = Date.now();
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      const live = nextLiveSocket(page);
      await signInBrowser(page, server, company.token, '/');
      await live;

      // Another session of the company (a colleague, another device): the page did not make the change itself.
      const other = await gqlVia<{ CompanyLogin: { authorization: { token: string } } }>(
        cluster,
        'api-2',
        LOGIN,
        {
          email: company.email,
          password: company.password,
        },
      );
      const answer = await gqlVia(
        cluster,
        'api-2',
        TOP_UP,
        { amount: 25_00, card_id: cardId, key: randomUUID() },
        other.data!.CompanyLogin.authorization.token,
      );
      const acknowledgedAt = Date.now();
      expect(answer.servedBy).toBe('api-2');
      expect(answer.errors).toBeUndefined();
      await page.waitForFunction(
        () => (window as unknown as { __noticeAt?: number }).__noticeAt !== undefined,
        null,
        {
          timeout: 10_000,
          polling: 50,
        },
      );
      const noticeAt = await page.evaluate(() => (window as unknown as { __noticeAt: number }).__noticeAt);
      expect(noticeAt - acknowledgedAt).toBeLessThanOrEqual(1000);
      expect([...servedBy]).toEqual(['api-1']);
    } finally {
      await browser.close();
    }
  });

  it("refuses every session another company's topics on the real broker, on every instance", async () => {
    const { cluster, server } = it3;
    const first = await createReadyCompany(server);
    const second = await createReadyCompany(server);
    const again = await gqlVia<{ CompanyLogin: { authorization: { token: string } } }>(
      cluster,
      'api-3',
      LOGIN,
      {
        email: first.email,
        password: first.password,
      },
    );
    const sessions = [
      { token: first.token, own: first, other: second },
      { token: again.data!.CompanyLogin.authorization.token, own: first, other: second },
      { token: second.token, own: second, other: first },
    ];
    const companyIdOf = async (token: string) =>
      (await gqlVia<{ CompanyData: { id: string } }>(cluster, undefined, '{ CompanyData { id } }', {}, token))
        .data!.CompanyData.id;
    const ids = new Map([
      [first, await companyIdOf(first.token)],
      [second, await companyIdOf(second.token)],
    ]);
    for (const session of sessions) {
      for (const name of names()) {
        const client = await connectVia(cluster.brokerUrl, name, session.token);
        try {
          const own = ids.get(session.own)!;
          const other = ids.get(session.other)!;
          const granted = await client.subscribeAsync(
            [`companies/${own}/notifications`, `companies/${own}/deals/#`],
            { qos: 1 },
          );
          expect(granted.map((grant) => grant.qos)).toEqual([1, 1]);
          // Each alone: MQTT refuses a filter with 0x80 in its SUBACK, which the client raises as an error.
          for (const filter of [
            `companies/${other}/notifications`,
            `companies/${other}/deals/#`,
            `companies/${other}/deals/some-deal`,
            'companies/+/notifications',
            '#',
          ]) {
            await expect(
              client.subscribeAsync(filter, { qos: 1 }),
              `${filter} on ${name}`,
            ).rejects.toMatchObject({
              packet: { granted: [128] },
            });
          }
        } finally {
          await client.endAsync(true);
        }
      }
    }
    // A session that ends loses its rights on every instance: logged out through one, its connection to another
    // is closed at its next subscription, and it cannot connect again anywhere.
    const ended = sessions[1]!.token;
    const connection = await connectVia(cluster.brokerUrl, 'api-3', ended);
    const closed = new Promise<void>((resolve) => connection.once('close', () => resolve()));
    const out = await gqlVia(cluster, 'api-1', 'mutation { CompanyLogout { status } }', {}, ended);
    expect(out.errors).toBeUndefined();
    connection.subscribe(`companies/${ids.get(first)}/notifications`, { qos: 1 });
    await closed;
    connection.end(true);
    for (const name of names()) await expect(connectVia(cluster.brokerUrl, name, ended)).rejects.toThrow();
  });

  it('holds the log-in limit of an address across instances: parallel guesses spread over the three', async () => {
    const { cluster, server } = it3;
    const company = await createReadyCompany(server);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        gqlVia(cluster, names()[index % 3], LOGIN, {
          email: company.email,
          password: `Wrong guess ${index}`,
        }),
      ),
    );
    expect(new Set(guesses.map((guess) => guess.servedBy))).toEqual(new Set(names()));
    const codes = guesses.map((guess) => String(guess.errors?.[0]?.extensions?.code ?? 'OK'));
    const counts = Object.fromEntries(
      [...new Set(codes)].map((code) => [code, codes.filter((c) => c === code).length]),
    );
    expect(counts).toEqual({
      INVALID_CREDENTIALS: LOGIN_ATTEMPTS_PER_EMAIL.limit,
      RATE_LIMITED: 12 - LOGIN_ATTEMPTS_PER_EMAIL.limit,
    });
    // The right password is refused too now, on any instance.
    const right = await gqlVia(cluster, 'api-2', LOGIN, { email: company.email, password: company.password });
    expect(right.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

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
