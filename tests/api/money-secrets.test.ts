/**
 * No card or account number at rest or in the log (issue 12): after adding cards (good, declined and mistyped),
 * topping up, saving a 17-digit bank account number, exporting and printing receipts, a dump of every table of the
 * database and everything the server logged (at debug level) hold no run of 13 to 19 digits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../support/server';
import { call, readyCompany, uniqueEmail } from './account-helpers';
import {
  BillingHistoryDocument,
  BillingProfileUpdateDocument,
  CardAddDocument,
  WalletTopUpCardDocument,
} from '../../src/graphql/generated/graphql';

/**
 * A run of 13 to 19 digits standing on its own (not inside a hex digest or a base64 text, where digits come
 * together by chance): how a card or account number would appear if it leaked, also as "pm_4242…".
 */
const DIGIT_RUN = /(?<![0-9A-Za-z])\d{13,19}(?![0-9A-Za-z])/g;
/**
 * A run that is a number of milliseconds of this decade, written as a JSON number (the limits' window_start and
 * expires_at columns): a time, not a card. Anything else counts.
 */
const isEpochMillis = (text: string, run: string, at: number) =>
  run.length === 13 &&
  text[at - 1] === ':' &&
  Math.abs(Number(run) - Date.now()) < 10 * 365 * 24 * 3600 * 1000;
const digitRuns = (text: string): string[] =>
  [...text.matchAll(DIGIT_RUN)]
    .filter((match) => !isEpochMillis(text, match[0], match.index))
    .map((match) => match[0]);
const NUMBERS = [
  '4242424242424242',
  '5555555555554444',
  '4000000000000002',
  '4000000000009995',
  '4242424242424241',
];

let server: TestServer;
const logged: string[] = [];
const originals = {
  out: process.stdout.write.bind(process.stdout),
  err: process.stderr.write.bind(process.stderr),
};

beforeAll(async () => {
  const capture =
    (original: typeof originals.out) =>
    (chunk: unknown, ...rest: unknown[]): boolean => {
      logged.push(String(chunk));
      return (original as (chunk: unknown, ...rest: unknown[]) => boolean)(chunk, ...rest);
    };
  process.stdout.write = capture(originals.out) as typeof process.stdout.write;
  process.stderr.write = capture(originals.err) as typeof process.stderr.write;
  server = await startTestServer({ logLevel: 'debug' });
}, 60_000);

afterAll(async () => {
  process.stdout.write = originals.out;
  process.stderr.write = originals.err;
  await server?.stop();
});

async function tokenize(number: string) {
  const response = await fetch(`${server.url}/gateway/sandbox/payment_methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' }),
  });
  return (await response.json()) as { id?: string; error?: { code: string } };
}

describe('card and account numbers at rest and in the log', () => {
  it('finds no 13–19 digit run in a dump of the database or in the log', async () => {
    const token = await readyCompany(server, uniqueEmail('secrets'));
    const address = {
      cardholder_name: 'Ada Lovelace',
      address_name: 'Head office',
      address: '12 Baker Street',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      zip_code: '78701',
    };
    let cardId: string | null = null;
    for (const number of NUMBERS) {
      const tokenized = await tokenize(number);
      if (!tokenized.id) continue;
      const added = await call(server, CardAddDocument, { token: tokenized.id, ...address }, token);
      cardId ??= added.data?.CardAdd.id ?? null;
    }
    expect(cardId).not.toBeNull();
    for (const amount of [10_000, 2_500]) {
      const topUp = await call(
        server,
        WalletTopUpCardDocument,
        { amount, card_id: cardId!, idempotency_key: randomUUID() },
        token,
      );
      expect(topUp.data?.WalletTopUpCard.status).toBe(true);
    }
    const profile = await call(
      server,
      BillingProfileUpdateDocument,
      {
        tax_id: '123456789',
        full_name: 'Ada Lovelace',
        account_number: '12345678901234567',
        routing_number: '021000021',
        account_type: 'checking',
        bank_address: '1 Wall Street',
        recipient_name: 'Ada Lovelace',
        purpose_of_payment: 'Refunds',
      },
      token,
    );
    expect(profile.errors).toBeUndefined();
    const history = await call(server, BillingHistoryDocument, {}, token);
    const id = history.data!.BillingHistory.items[0]!.id;
    for (const path of ['/billing/export.csv', `/billing/receipts/${id}.pdf`])
      expect(
        (await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).status,
      ).toBe(200);

    const db = server.app.services.db;
    const tables: unknown = await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const rowsOf = <T>(result: unknown): T[] =>
      (result && typeof result === 'object' && 'rows' in result ? result.rows : result) as T[];
    const names = rowsOf<{ table_name: string }>(tables);
    expect(names.length).toBeGreaterThan(10);
    const dump: string[] = [];
    for (const { table_name } of names) {
      const rows: unknown = await db.execute(
        sql.raw(`select row_to_json(t)::text as row from "${table_name}" t`),
      );
      for (const row of rowsOf<{ row: string }>(rows)) dump.push(row.row);
    }
    expect(dump.join('\n')).toContain('4242');
    expect(dump.flatMap(digitRuns)).toEqual([]);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.flatMap(digitRuns)).toEqual([]);
  }, 120_000);
});
