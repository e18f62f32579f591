/**
 * `kill -9` of the API during a burst of card top-ups (issue 12), on embedded PGlite in a data folder, and on
 * PostgreSQL (a fresh database on the server of TEST_DATABASE_URL) when it is set: after a restart, every top-up
 * the API acknowledged is in the ledger exactly once (one charge row, one movement, its amount in the wallet), the
 * ledger is sound and sums to zero, and the restarted instance takes top-ups again.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { freshPostgresDatabase } from '../support/database';
import {
  cardCharges,
  companies,
  ledgerPostings,
  ledgerTransactions,
  rateLimits,
  sessions,
  wallets,
} from '../../server/db/schema';
import { auditLedger, balanceOf, ledgerAccount } from '../../server/services/ledger';
import { sha256 } from '../../server/services/crypto';

const STAFF_KEY = randomBytes(24).toString('hex');
const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(children.map(exited));
  for (const cleanup of cleanups) await cleanup();
});

/** Where an instance keeps its data: the environment it is started with, and the database opened by the test. */
type Engine = { env: Record<string, string>; open: () => Promise<DatabaseHandle> };

const ENGINES: Array<{ name: string; prepare: (dataDir: string) => Promise<Engine> }> = [
  {
    name: 'PGlite',
    prepare: async (dataDir) => ({
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }),
    }),
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          prepare: async (dataDir: string) => {
            const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
            cleanups.push(database.drop);
            return {
              env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
              open: () => openDatabase({ url: database.url }),
            };
          },
        },
      ]
    : []),
];

async function startInstance(engine: Engine): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/money-instance.ts'], {
    env: { ...process.env, ...engine.env, STAFF_KEY },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /READY (\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the instance ended (${code}) before it was ready`)));
  });
  return { child, url };
}

/** Resolves once the process has ended (by a signal too), also when it already has. */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function gql(url: string, token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown[] };
}

const TOP_UP = `mutation($amount: Cents!, $card_id: ID!, $key: String!) {
  WalletTopUpCard(amount: $amount, card_id: $card_id, idempotency_key: $key) { status balance }
}`;

describe.each(ENGINES)('a crash during a burst of top-ups on $name', ({ prepare }) => {
  it('keeps each acknowledged top-up exactly once and the ledger balanced', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'creatorhub-money-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const engine = await prepare(dataDir);
    // A ready company and a session, written before the first start.
    const token = randomBytes(24).toString('base64url');
    const seed = await engine.open();
    const [company] = await seed.db
      .insert(companies)
      .values({
        email: `${randomUUID()}@crash.example`,
        password_hash: 'x',
        has_verified_email: true,
        onboard_position: 1,
        first_name: 'Ada',
        last_name: 'Lovelace',
        company_name: 'Analytical Engines',
      })
      .returning();
    await seed.db.insert(wallets).values({ company_id: company!.id });
    await seed.db.execute(
      sql`insert into ledger_accounts (id, company_id) values (${ledgerAccount.wallet(company!.id)}, ${company!.id})`,
    );
    await seed.db.insert(sessions).values({
      company_id: company!.id,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + 24 * 3600 * 1000),
    });
    await seed.close();

    const first = await startInstance(engine);
    const tokenized = (await (
      await fetch(`${first.url}/gateway/sandbox/payment_methods`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' }),
      })
    ).json()) as { id: string };
    const added = await gql(
      first.url,
      token,
      `mutation($token: String!) { CardAdd(token: $token, cardholder_name: "Ada Lovelace", address_name: "Head office",
        address: "1 Main Street", city: "Austin", state: "TX", country: "US", zip_code: "78701") { id } }`,
      { token: tokenized.id },
    );
    const cardId = String(added.data!.CardAdd!.id);

    // A burst of top-ups of distinct amounts; the instance is killed while they are in flight.
    const acknowledged: Array<{ key: string; amount: number }> = [];
    const burst = Array.from({ length: 40 }, (_, index) => {
      const key = randomUUID();
      const amount = 10_000 + index;
      return gql(first.url, token, TOP_UP, { amount, card_id: cardId, key })
        .then((answer) => {
          if (answer.data?.WalletTopUpCard?.status === true) acknowledged.push({ key, amount });
        })
        .catch(() => undefined);
    });
    // Killed once a few have been acknowledged, while the others are still in flight.
    const deadline = Date.now() + 60_000;
    while (acknowledged.length < 5 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGKILL');
    await Promise.all(burst);
    await exited(first.child);

    // The burst met the card-testing limits (src/domain/constants.ts: refusals, and attempts whose outcome the
    // crash left unknown, count for an hour or a day); they are lifted so that what follows tests the restart.
    const between = await engine.open();
    await between.db.delete(rateLimits);
    await between.close();

    const second = await startInstance(engine);
    const after = await gql(second.url, token, TOP_UP, { amount: 5_000, card_id: cardId, key: randomUUID() });
    expect(after.data?.WalletTopUpCard?.status).toBe(true);
    second.child.kill('SIGTERM');
    await exited(second.child);

    const check = await engine.open();
    try {
      for (const { key, amount } of acknowledged) {
        const rows = await check.db.select().from(cardCharges).where(eq(cardCharges.idempotency_key, key));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ status: 'succeeded', amount_cents: amount });
        const movements = await check.db
          .select()
          .from(ledgerTransactions)
          .where(eq(ledgerTransactions.id, rows[0]!.ledger_transaction_id!));
        expect(movements).toHaveLength(1);
      }
      const succeeded = await check.db
        .select({ total: sql<string>`coalesce(sum(${cardCharges.amount_cents}), 0)` })
        .from(cardCharges)
        .where(eq(cardCharges.status, 'succeeded'));
      const balance = await balanceOf(check.db, ledgerAccount.wallet(company!.id));
      expect(balance).toBe(Number(succeeded[0]!.total));
      const acknowledgedSum = acknowledged.reduce((sum, topUp) => sum + topUp.amount, 0) + 5_000;
      expect(balance).toBeGreaterThanOrEqual(acknowledgedSum);
      const [sum] = await check.db
        .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount_cents}), 0)` })
        .from(ledgerPostings);
      expect(Number(sum!.total)).toBe(0);
      expect(await auditLedger(check.db)).toEqual([]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(5);
      expect(acknowledged.length).toBeLessThan(40);
    } finally {
      await check.close();
    }
  }, 300_000);
});
