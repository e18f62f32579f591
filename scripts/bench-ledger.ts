/**
 * bench:ledger — card top-ups per second through the real path (services/payments/card-charges.ts: the charge's
 * row written first, the sandbox gateway, then the ledger movement with its locked balance check and its
 * idempotency key), on one hot wallet and spread over 1,000 wallets, with the p99 latency of a top-up; each beside
 * the same rows (a card charge row, a ledger transaction and its three postings) written by a bare transaction in
 * the same run, and the ratio of the two. On embedded PGlite in a data folder, then on a fresh database of the
 * PostgreSQL server named by DATABASE_URL or TEST_DATABASE_URL (else the local one, when it answers).
 *
 * BENCH_TOPUPS (400) top-ups per measure, BENCH_CONCURRENCY (16) in flight at once. Always exits 0 unless the
 * ledger is unsound afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import {
  cardCharges,
  cards,
  companies,
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  wallets,
} from '../server/db/schema';
import { auditLedger, ledgerAccount } from '../server/services/ledger';
import { chargeCard, type CardChargeServices } from '../server/services/payments/card-charges';
import { createSandboxGateway } from '../server/services/payments/sandbox';
import { createSealer } from '../server/services/crypto';
import { chargeCompletions } from '../server/services/charge-completions';
import { createLogger } from '../server/services/log';
import { cardFee } from '../src/domain/ledger';
import { freshPostgresDatabase } from '../tests/support/database';

const TOPUPS = Number(process.env.BENCH_TOPUPS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const WALLETS = 1_000;
const AMOUNT = 10_000;

type Measure = { perSecond: number; p50: number; p99: number };

async function measure(count: number, task: (index: number) => Promise<void>): Promise<Measure> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const index = next++;
        const begin = performance.now();
        await task(index);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: count / seconds, p50: at(0.5), p99: at(0.99) };
}

async function seed(
  handle: DatabaseHandle,
  services: CardChargeServices,
  sandbox: ReturnType<typeof createSandboxGateway>,
) {
  const tokenized = sandbox.tokenize({
    number: '4242424242424242',
    exp_month: 12,
    exp_year: 2031,
    cvc: '123',
  });
  if (!tokenized.ok) throw new Error(tokenized.decline);
  const ids = Array.from({ length: WALLETS }, () => randomUUID());
  for (let start = 0; start < ids.length; start += 200) {
    const batch = ids.slice(start, start + 200);
    await handle.db
      .insert(companies)
      .values(batch.map((id) => ({ id, email: `${id}@bench.example`, password_hash: 'x' })));
    await handle.db.insert(wallets).values(batch.map((id) => ({ company_id: id })));
    await handle.db
      .insert(ledgerAccounts)
      .values(batch.map((id) => ({ id: ledgerAccount.wallet(id), company_id: id })));
  }
  const rows = await handle.db
    .insert(cards)
    .values(
      ids.map((id) => ({
        company_id: id,
        gateway_token: services.sealer.seal(tokenized.method.id),
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2031,
        cardholder_name: 'Bench',
        address_name: 'Head office',
        address: '1 Main Street',
        city: 'Austin',
        state: 'TX',
        country: 'US',
        zip_code: '78701',
        is_default: true,
      })),
    )
    .returning();
  return rows;
}

/** The rows of a card top-up, written by one plain transaction: no lock, no key lookup, no gateway. */
async function bareTopUp(handle: DatabaseHandle, companyId: string, cardId: string, token: string) {
  const fee = cardFee(AMOUNT);
  await handle.db.transaction(async (tx) => {
    const [charge] = await tx
      .insert(cardCharges)
      .values({
        company_id: companyId,
        idempotency_key: randomUUID(),
        card_id: cardId,
        gateway_token: token,
        amount_cents: AMOUNT,
        fee_cents: fee,
        kind: 'card_top_up',
        credit_account: ledgerAccount.wallet(companyId),
        status: 'succeeded',
      })
      .returning({ id: cardCharges.id });
    const [transaction] = await tx
      .insert(ledgerTransactions)
      .values({ company_id: companyId, kind: 'card_top_up', idempotency_key: `bare:${charge!.id}` })
      .returning({ id: ledgerTransactions.id });
    await tx.insert(ledgerPostings).values([
      { transaction_id: transaction!.id, account: ledgerAccount.cardClearing, amount_cents: -(AMOUNT + fee) },
      { transaction_id: transaction!.id, account: ledgerAccount.wallet(companyId), amount_cents: AMOUNT },
      { transaction_id: transaction!.id, account: ledgerAccount.cardFees, amount_cents: fee },
    ]);
  });
}

async function run(engine: string, handle: DatabaseHandle): Promise<void> {
  const sandbox = createSandboxGateway('bench ledger');
  const services: CardChargeServices = {
    db: handle.db,
    log: createLogger('silent'),
    mail: { send: async () => undefined },
    notifications: { publish: async () => undefined },
    payments: sandbox,
    sealer: createSealer('bench ledger secret', 'card tokens'),
    chargeCompletions,
  };
  const rows = await seed(handle, services, sandbox);
  const topUp = (card: (typeof rows)[number]) =>
    chargeCard(services, {
      companyId: card.company_id,
      card,
      idempotencyKey: randomUUID(),
      amount: AMOUNT,
      kind: 'card_top_up',
      creditAccount: ledgerAccount.wallet(card.company_id),
      description: 'bench',
    }).then((outcome) => {
      if (outcome.status !== 'succeeded') throw new Error('a bench top-up was declined');
    });
  const hot = rows[0]!;
  // Warm-up: plans cached, pages in memory.
  await measure(Math.min(50, TOPUPS), (index) => topUp(rows[index % WALLETS]!));
  await measure(Math.min(50, TOPUPS), (index) =>
    bareTopUp(
      handle,
      rows[index % WALLETS]!.company_id,
      rows[index % WALLETS]!.id,
      rows[index % WALLETS]!.gateway_token,
    ),
  );
  const results: Array<[string, Measure, Measure]> = [];
  const hotLedger = await measure(TOPUPS, () => topUp(hot));
  const hotBare = await measure(TOPUPS, () => bareTopUp(handle, hot.company_id, hot.id, hot.gateway_token));
  results.push(['one hot wallet', hotLedger, hotBare]);
  const spreadLedger = await measure(TOPUPS, (index) => topUp(rows[(index * 7919) % WALLETS]!));
  const spreadBare = await measure(TOPUPS, (index) => {
    const card = rows[(index * 7919) % WALLETS]!;
    return bareTopUp(handle, card.company_id, card.id, card.gateway_token);
  });
  results.push(['1,000 wallets', spreadLedger, spreadBare]);
  for (const [name, ledger, bare] of results) {
    console.log(
      `${engine.padEnd(10)} ${name.padEnd(15)} ledger ${ledger.perSecond.toFixed(0).padStart(5)}/s p50 ${ledger.p50.toFixed(1).padStart(6)} ms p99 ${ledger.p99.toFixed(1).padStart(6)} ms | bare ${bare.perSecond.toFixed(0).padStart(5)}/s p99 ${bare.p99.toFixed(1).padStart(6)} ms | ratio ${(ledger.perSecond / bare.perSecond).toFixed(2)}`,
    );
  }
  // The bare rows go through the database's own rules too (balances follow every posting): the ledger stays sound.
  const problems = await auditLedger(handle.db);
  if (problems.length > 0) {
    console.error(`${engine}: the ledger is unsound after the run`, problems.slice(0, 3));
    process.exitCode = 1;
  }
}

async function postgresUrl(): Promise<string | null> {
  const url =
    process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

async function main() {
  console.log(
    `bench:ledger — ${TOPUPS} card top-ups of $${AMOUNT / 100} per measure, ${CONCURRENCY} at once`,
  );
  const dir = await mkdtemp(path.join(tmpdir(), 'creatorhub-bench-ledger-'));
  const pglite = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  try {
    await run('PGlite', pglite);
  } finally {
    await pglite.close();
    await rm(dir, { recursive: true, force: true });
  }
  const url = await postgresUrl();
  if (!url) {
    console.log('PostgreSQL: no server answers (set DATABASE_URL or TEST_DATABASE_URL); skipped');
    return;
  }
  const database = await freshPostgresDatabase(url);
  const postgres = await openDatabase({ url: database.url });
  try {
    await run('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await database.drop();
  }
}

await main();
