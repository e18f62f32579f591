/**
 * Closing a company never loses money. A company that holds money (its wallet, its campaigns' funds, a wire on its
 * way, a deal under way) is refused with COMPANY_HOLDS_MONEY, which says what holds it; staff pay the wallet out
 * through the ledger (`staff wallet payout`), after which the company may close. Its ledger accounts and their
 * postings stay, and the ledger still adds up.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, inArray, like, or } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { call, errorOf } from '../api/account-helpers';
import {
  CardAddDocument,
  CompanyDeleteDocument,
  WalletTopUpCardDocument,
  WireTopUpRequestDocument,
} from '../../src/graphql/generated/graphql';
import { companies, ledgerAccounts, ledgerPostings } from '../../server/db/schema';
import { auditLedger, ledgerAccount } from '../../server/services/ledger';
import {
  activeCampaign,
  brandCompany,
  productOf,
  staffCommand,
  testCreator,
  type Brand,
} from '../support/deals';
import { hire } from '../support/deal-calls';

const api = serverForTests();

async function cardOf(token: string): Promise<string> {
  const response = await fetch(`${api.server.url}/gateway/sandbox/payment_methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: new Date().getFullYear() + 3,
      cvc: '123',
    }),
  });
  const tokenized = (await response.json()) as { id: string };
  const card = await call(
    api.server,
    CardAddDocument,
    {
      token: tokenized.id,
      cardholder_name: 'Ada Lovelace',
      address_name: 'Head office',
      address: '12 Baker Street',
      city: 'London',
      state: 'LN',
      country: 'GB',
      zip_code: '10001',
    },
    token,
  );
  expect(card.errors).toBeUndefined();
  return card.data!.CardAdd.id;
}

async function topUpByCard(brand: Brand, cents: number): Promise<void> {
  const card = await cardOf(brand.token);
  const answer = await call(
    api.server,
    WalletTopUpCardDocument,
    { amount: cents, card_id: card, idempotency_key: randomUUID() },
    brand.token,
  );
  expect(answer.errors).toBeUndefined();
}

const deleteCompany = (brand: Brand) => call(api.server, CompanyDeleteDocument, {}, brand.token);

async function stillThere(brand: Brand): Promise<boolean> {
  const rows = await api.server.app.services.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, brand.companyId));
  return rows.length === 1;
}

async function refusedHolding(brand: Brand): Promise<Record<string, unknown>> {
  const answer = await deleteCompany(brand);
  const error = errorOf(answer);
  expect(error.code).toBe('COMPANY_HOLDS_MONEY');
  expect(await stillThere(brand)).toBe(true);
  return answer.errors![0]!.extensions!.holds as Record<string, unknown>;
}

describe('closing a company that holds money', () => {
  it('refuses while the wallet holds a card top-up; a staff payout empties it, then it closes and its ledger stays', async () => {
    const brand = await brandCompany(api.server, 'close-wallet');
    await topUpByCard(brand, 5_000_00);
    expect(await refusedHolding(brand)).toMatchObject({ wallet: 5_000_00 });

    const reference = `PO-${randomUUID().slice(0, 8)}`;
    const payout = await staffCommand(api.server, ['wallet', 'payout', brand.email, '5,000.00', reference]);
    expect(payout).toMatchObject({ code: 0 });
    expect(payout.out).toContain('$5,000.00');
    // The same reference again moves nothing.
    const again = await staffCommand(api.server, ['wallet', 'payout', brand.email, '5,000.00', reference]);
    expect(again.code).toBe(0);
    expect(again.out).toContain('already');
    const { db } = api.server.app.services;
    const wallet = ledgerAccount.wallet(brand.companyId);
    const [kept] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, wallet));
    expect(Number(kept!.balance_cents)).toBe(0);

    const closed = await deleteCompany(brand);
    expect(closed.errors).toBeUndefined();
    expect(closed.data!.CompanyDelete.status).toBe(true);
    expect(await stillThere(brand)).toBe(false);
    const accounts = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, wallet));
    expect(accounts).toHaveLength(1);
    const postings = await db.select().from(ledgerPostings).where(eq(ledgerPostings.account, wallet));
    expect(postings.map((posting) => Number(posting.amount_cents)).sort((a, b) => a - b)).toEqual([
      -5_000_00, 5_000_00,
    ]);
    expect(await auditLedger(db)).toEqual([]);
  });

  it('refuses a payout larger than the balance, an amount written two ways, and an unknown company', async () => {
    const brand = await brandCompany(api.server, 'close-payout');
    await topUpByCard(brand, 100_00);
    const tooMuch = await staffCommand(api.server, ['wallet', 'payout', brand.email, '100.01', 'PO-1']);
    expect(tooMuch.code).not.toBe(0);
    expect(tooMuch.err).toMatch(/balance/i);
    const ambiguous = await staffCommand(api.server, ['wallet', 'payout', brand.email, '12,50', 'PO-2']);
    expect(ambiguous.code).not.toBe(0);
    const nobody = await staffCommand(api.server, ['wallet', 'payout', 'nobody@example.com', '1.00', 'PO-3']);
    expect(nobody.code).not.toBe(0);
    expect(await refusedHolding(brand)).toMatchObject({ wallet: 100_00 });
  });

  it('refuses while a campaign holds funds or a deal is under way, with a code rather than a server error', async () => {
    const brand = await brandCompany(api.server, 'close-campaign');
    const product = await productOf(api.server, brand);
    const campaign = await activeCampaign(api.server, brand, { productIds: [product], deals: 2 });
    expect(await refusedHolding(brand)).toMatchObject({ campaigns: campaign.total });
    const creator = await testCreator(api.server);
    await hire(api.server, brand, campaign.id, product, creator.id);
    expect(await refusedHolding(brand)).toMatchObject({ open_deals: 1 });
    expect(await auditLedger(api.server.app.services.db)).toEqual([]);
  });

  it('refuses while a wire transfer is on its way', async () => {
    const brand = await brandCompany(api.server, 'close-wire');
    const wire = await call(
      api.server,
      WireTopUpRequestDocument,
      { amount: 250_000, idempotency_key: randomUUID() },
      brand.token,
    );
    expect(wire.errors).toBeUndefined();
    expect(await refusedHolding(brand)).toMatchObject({ pending_wires: 1 });
  });

  it('closes a company whose campaign was refunded and paid out, keeping the campaign and wallet accounts', async () => {
    const brand = await brandCompany(api.server, 'close-refunded');
    const product = await productOf(api.server, brand);
    const campaign = await activeCampaign(api.server, brand, {
      productIds: [product],
      status: 'pending_admin_approval',
    });
    const rejected = await staffCommand(api.server, ['campaign', 'reject', campaign.id, 'Not', 'allowed']);
    expect(rejected.code).toBe(0);
    const amount = (campaign.total / 100).toFixed(2);
    const payout = await staffCommand(api.server, ['wallet', 'payout', brand.email, amount, 'PO-refunded']);
    expect(payout.code).toBe(0);

    const closed = await deleteCompany(brand);
    expect(closed.errors).toBeUndefined();
    expect(closed.data!.CompanyDelete.status).toBe(true);
    const { db } = api.server.app.services;
    const ids = [ledgerAccount.wallet(brand.companyId), ledgerAccount.campaign(campaign.id)];
    const kept = await db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
    expect(kept.map((row) => [row.id, Number(row.balance_cents)]).sort()).toEqual(
      ids.map((id) => [id, 0]).sort(),
    );
    const postings = await db
      .select()
      .from(ledgerPostings)
      .where(or(...ids.map((id) => like(ledgerPostings.account, id))));
    expect(postings.length).toBeGreaterThanOrEqual(4);
    expect(await auditLedger(db)).toEqual([]);
  });
});
