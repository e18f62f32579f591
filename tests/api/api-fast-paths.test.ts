/**
 * The API's caches keep their guarantees (server/services/company-cache.ts): a cached session never outlives a
 * revocation or a change, a cached balance never outlives a ledger or bank write, whether this process makes it
 * or another one does (the database's change feed), money is not cached while the feed is not listening, each
 * company reads only its own account and wallet, and /graphql bodies are bounded by their declared length.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { bankTransferInformations, companies, sessions } from '../../server/db/schema';
import { sha256 } from '../../server/services/crypto';
import { SESSION_CACHE_TTL_MS, cachesOf, changeFeedListening } from '../../server/services/company-cache';
import { moveWallet, moveWalletElsewhere } from '../support/ledger';
import {
  CompanyDataDocument,
  CompanyLogoutDocument,
  CompanyUpdateDataDocument,
} from '../../src/graphql/generated/graphql';
import { call, readyCompany, uniqueEmail } from './account-helpers';

const api = serverForTests();

/**
 * A write made elsewhere (another API instance, a staff tool) reaches this process through the change feed: at
 * once with PGlite, within moments over PostgreSQL's listening connection; in any case well before the
 * lifetime that bounds a cached session.
 */
const ELSEWHERE = { timeout: SESSION_CACHE_TTL_MS / 3, interval: 20 };

async function companyIdOf(email: string): Promise<string> {
  const [row] = await api.server.app.services.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.email, email));
  return row!.id;
}

async function balanceOf(token: string): Promise<number | undefined> {
  const answer = await call(api.server, CompanyDataDocument, {}, token);
  return answer.data?.CompanyData.wallet.balance;
}

describe('session cache', () => {
  it('answers 401 right after log-out, though the token was just served from the cache', async () => {
    const token = await readyCompany(api.server, uniqueEmail('cache-logout'));
    expect((await call(api.server, CompanyDataDocument, {}, token)).status).toBe(200);
    expect((await call(api.server, CompanyDataDocument, {}, token)).status).toBe(200);
    expect((await call(api.server, CompanyLogoutDocument, {}, token)).status).toBe(200);
    expect((await call(api.server, CompanyDataDocument, {}, token)).status).toBe(401);
  });

  it('shows a change of the company at once to a session already cached', async () => {
    const token = await readyCompany(api.server, uniqueEmail('cache-update'));
    await call(api.server, CompanyDataDocument, {}, token);
    await call(
      api.server,
      CompanyUpdateDataDocument,
      { company_name: 'Renamed Goods', privacy: true },
      token,
    );
    const data = await call(api.server, CompanyDataDocument, {}, token);
    expect(data.data?.CompanyData).toMatchObject({ company_name: 'Renamed Goods', privacy: true });
  });

  it('sees a revocation made by another instance through the change feed', async () => {
    const token = await readyCompany(api.server, uniqueEmail('cache-elsewhere'));
    expect((await call(api.server, CompanyDataDocument, {}, token)).status).toBe(200);
    await api.server.app.services.db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(eq(sessions.token_hash, sha256(token)));
    await expect
      .poll(async () => (await call(api.server, CompanyDataDocument, {}, token)).status, ELSEWHERE)
      .toBe(401);
  });

  it('gives each company its own account and wallet when both are cached', async () => {
    const firstEmail = uniqueEmail('cache-first');
    const secondEmail = uniqueEmail('cache-second');
    const first = await readyCompany(api.server, firstEmail);
    const second = await readyCompany(api.server, secondEmail);
    await moveWallet(api.server.app.services, await companyIdOf(firstEmail), 4_200);
    for (let round = 0; round < 2; round += 1) {
      const [a, b] = await Promise.all([
        call(api.server, CompanyDataDocument, {}, first),
        call(api.server, CompanyDataDocument, {}, second),
      ]);
      expect(a.data?.CompanyData).toMatchObject({ email: firstEmail, wallet: { balance: 4_200 } });
      expect(b.data?.CompanyData).toMatchObject({ email: secondEmail, wallet: { balance: 0 } });
    }
  });
});

describe('finances cache', () => {
  it('serves a cached balance, and a ledger write in this process is seen at once', async () => {
    const email = uniqueEmail('wallet-here');
    const token = await readyCompany(api.server, email);
    const companyId = await companyIdOf(email);
    expect(await balanceOf(token)).toBe(0);
    expect(cachesOf(api.server.app.services.db).finances.get(companyId, Date.now())).toMatchObject({
      balance: 0,
    });
    await moveWallet(api.server.app.services, companyId, 7_500);
    expect(await balanceOf(token)).toBe(7_500);
  });

  it('sees ledger and bank writes made by another instance, straight in the database', async () => {
    const email = uniqueEmail('wallet-elsewhere');
    const token = await readyCompany(api.server, email);
    const companyId = await companyIdOf(email);
    const { db } = api.server.app.services;
    expect(await balanceOf(token)).toBe(0);
    await moveWalletElsewhere(db, companyId, 1_999);
    await expect.poll(() => balanceOf(token), ELSEWHERE).toBe(1_999);
    await db.insert(bankTransferInformations).values({
      company_id: companyId,
      full_name: 'Acme Goods LLC',
      account_number: '000123456789',
      routing_number: '021000021',
      account_type: 'checking',
      bank_address: '1 Main St, New York',
      recipient_name: 'CreatorHub Inc',
      purpose_of_payment: 'Wallet top-up',
    });
    await expect
      .poll(async () => {
        const answer = await call(api.server, CompanyDataDocument, {}, token);
        return answer.data?.CompanyData.bank_transfer_information?.full_name;
      }, ELSEWHERE)
      .toBe('Acme Goods LLC');
  });

  it('does not cache money while the change feed is not listening', async () => {
    const email = uniqueEmail('wallet-unheard');
    const token = await readyCompany(api.server, email);
    const companyId = await companyIdOf(email);
    const { db } = api.server.app.services;
    expect(await balanceOf(token)).toBe(0);
    changeFeedListening(db, false);
    try {
      expect(await balanceOf(token)).toBe(0);
      // A write the feed does not announce (its trigger off for the transaction), as when it misses one.
      await db.transaction(async (tx) => {
        await tx.execute(sql`ALTER TABLE ledger_accounts DISABLE TRIGGER ledger_accounts_announce`);
        await moveWalletElsewhere(tx, companyId, 300);
        await tx.execute(sql`ALTER TABLE ledger_accounts ENABLE TRIGGER ledger_accounts_announce`);
      });
      expect(await balanceOf(token)).toBe(300);
      expect(cachesOf(db).finances.get(companyId, Date.now())).toBeUndefined();
    } finally {
      changeFeedListening(db, true);
    }
    expect(await balanceOf(token)).toBe(300);
    expect(cachesOf(db).finances.get(companyId, Date.now())).toMatchObject({ balance: 300 });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('change feed over PostgreSQL', () => {
  it('replaces a lost listening connection, and hears writes again', async () => {
    const email = uniqueEmail('feed-lost');
    const token = await readyCompany(api.server, email);
    const companyId = await companyIdOf(email);
    const { db } = api.server.app.services;
    expect(await balanceOf(token)).toBe(0);
    await db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    await expect.poll(() => cachesOf(db).feedListening, { timeout: 2_000, interval: 10 }).toBe(false);
    await moveWalletElsewhere(db, companyId, 50);
    expect(await balanceOf(token)).toBe(50);
    await expect.poll(() => cachesOf(db).feedListening, { timeout: 5_000, interval: 20 }).toBe(true);
    expect(await balanceOf(token)).toBe(50);
    await moveWalletElsewhere(db, companyId, 25);
    await expect.poll(() => balanceOf(token), ELSEWHERE).toBe(75);
  });
});

describe('/graphql body limit', () => {
  const body = JSON.stringify({ query: '{ __typename }' });
  const post = (headers: Record<string, string>, payload: BodyInit) =>
    fetch(`${api.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: payload,
      duplex: 'half',
    } as RequestInit);

  it('answers a request with a declared length', async () => {
    const answer = await post({}, body);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a body without a declared length with 411', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body));
        controller.close();
      },
    });
    expect((await post({}, stream)).status).toBe(411);
  });
});
