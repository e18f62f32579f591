/**
 * The billing export and the month's spend read by keyset (issue 24): the export, the oldest first over several of
 * its pages, keeps every movement once with the wallet's balance after it, counting the movements before its days
 * (without reading them) and those its kind filter hides; the dashboard's spend counts only the month's campaign money, however many
 * movements came before it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import { brandCompany, type Brand } from '../support/deals';
import { call } from './account-helpers';
import { ledgerPostings, ledgerTransactions } from '../../server/db/schema';
import { ledgerAccount } from '../../server/services/ledger';
import { billingRows } from '../../server/services/billing-export';
import { DashboardSummaryDocument } from '../../src/graphql/generated/graphql';
import { monthOf } from '../../src/domain/dashboard';
import type { BillingFilter } from '../../src/domain/billing';
import type { LedgerKind } from '../../src/domain/ledger';

const api = serverForTests();

type Written = { id: string; kind: LedgerKind; at: Date; balance: number };

/** Each kind with what it moves on the wallet, in turn, so the balance never goes below zero. */
const CYCLE: Array<[LedgerKind, number]> = [
  ['opening_balance', 50_00],
  ['campaign_charge', -10_00],
  ['campaign_refund', 3_00],
  ['deal_refund', 2_00],
  ['card_top_up', 7_00],
];

/** Writes `count` movements of the cycle at `start`, a minute apart, each moving the wallet and its opposite. */
async function write(brand: Brand, start: Date, count: number, written: Written[]): Promise<void> {
  const { db } = api.server.app.services;
  let balance = written.at(-1)?.balance ?? 0;
  await db.transaction(async (tx) => {
    for (let index = 0; index < count; index += 1) {
      const [kind, cents] = CYCLE[index % CYCLE.length]!;
      const at = new Date(start.getTime() + index * 60_000);
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ company_id: brand.companyId, kind, idempotency_key: randomUUID(), created_at: at })
        .returning();
      await tx.insert(ledgerPostings).values([
        { transaction_id: row!.id, account: ledgerAccount.wallet(brand.companyId), amount_cents: cents },
        { transaction_id: row!.id, account: ledgerAccount.openingBalances, amount_cents: -cents },
      ]);
      balance += cents;
      written.push({ id: row!.id, kind, at, balance });
    }
  });
}

async function exported(brand: Brand, filter: BillingFilter, pageSize: number) {
  const pages: Array<Array<{ id: string; balance: number }>> = [];
  for await (const rows of billingRows(api.server.app.services.db, brand.companyId, filter, pageSize))
    pages.push(rows.map((row) => ({ id: row.id, balance: row.balance })));
  return pages;
}

/** The first day of the server's month, and a day of the month before it. */
function months() {
  const now = api.server.app.services.clock.now();
  const thisMonth = new Date(`${monthOf(now).from}T00:00:00Z`);
  return { now, thisMonth, lastMonth: new Date(thisMonth.getTime() - 10 * 86_400_000) };
}

describe('the billing export, page by page', () => {
  it('keeps every movement once, the oldest first, each with the balance of the whole history', async () => {
    const brand = await brandCompany(api.server, 'export-pages');
    const other = await brandCompany(api.server, 'export-pages-other');
    const { thisMonth, lastMonth } = months();
    const written: Written[] = [];
    await write(brand, lastMonth, 12, written);
    await write(other, lastMonth, 6, []);
    await write(brand, thisMonth, 13, written);

    const all = await exported(brand, {}, 4);
    expect(all.map((page) => page.length)).toEqual([4, 4, 4, 4, 4, 4, 1]);
    expect(all.flat()).toEqual(written.map(({ id, balance }) => ({ id, balance })));

    // Only this month's, each balance counting last month's movements too.
    const month = await exported(brand, { from: monthOf(thisMonth).from }, 5);
    const thisMonths = written.filter((entry) => entry.at >= thisMonth);
    expect(month.flat()).toEqual(thisMonths.map(({ id, balance }) => ({ id, balance })));

    // A month's export reads from the month on: a statement for the balance it opens with, then two per page
    // of the month's movements (the page's transactions with their balances, the movements the filter keeps),
    // however many pages of history came before.
    const statements = { count: 0 };
    const { db } = api.server.app.services;
    const counting = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'select') statements.count += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const counted = [];
    for await (const rows of billingRows(counting, brand.companyId, { from: monthOf(thisMonth).from }, 2))
      counted.push(...rows.map((row) => ({ id: row.id, balance: row.balance })));
    expect(counted).toEqual(thisMonths.map(({ id, balance }) => ({ id, balance })));
    expect(statements.count).toBe(1 + 2 * Math.ceil(thisMonths.length / 2));

    // One kind: the movements it hides still count in the balance.
    const charges = await exported(brand, { kind: 'campaign_charge' }, 2);
    expect(charges.length).toBeGreaterThan(2);
    expect(charges.flat()).toEqual(
      written.filter((entry) => entry.kind === 'campaign_charge').map(({ id, balance }) => ({ id, balance })),
    );
  });
});

describe("the dashboard's spend of the month", () => {
  it("counts only this month's campaign money, whatever came before it", async () => {
    const brand = await brandCompany(api.server, 'spend-month');
    const { thisMonth, lastMonth } = months();
    const written: Written[] = [];
    await write(brand, lastMonth, 40, written);
    await write(brand, thisMonth, 23, written);
    const spent = written
      .filter((entry) => entry.at >= thisMonth)
      .map((entry) => ({ entry, cents: CYCLE.find(([kind]) => kind === entry.kind)![1] }))
      .filter(({ entry }) => ['campaign_charge', 'campaign_refund', 'deal_refund'].includes(entry.kind))
      .reduce((sum, { cents }) => sum - cents, 0);
    expect(spent).toBeGreaterThan(0);
    const answer = await call(api.server, DashboardSummaryDocument, {}, brand.token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.DashboardSummary.spent_this_month).toBe(spent);
  });
});
