/**
 * The billing history read a page at a time (BillingHistory, issue 24): by page number, or each page on from the
 * cursor of the one before (src/domain/paging.ts), newest first, a kind filter included, with the wallet's balance
 * after each movement whatever page it is on; another company's movements never appear, even read on from its
 * cursor.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import { readPages } from '../support/paging';
import { brandCompany, type Brand } from '../support/deals';
import { call } from './account-helpers';
import { post } from '../../server/services/ledger';
import { ledgerAccount } from '../../server/services/ledger-names';
import { atomically } from '../../server/services/unit-of-work';
import { BillingHistoryDocument } from '../../src/graphql/generated/graphql';
import type { LedgerKind } from '../../src/domain/ledger';

const api = serverForTests();

/** Puts `cents` into the company's wallet as a movement of `kind`; its id. */
async function movement(brand: Brand, kind: LedgerKind, cents: number): Promise<string> {
  const outcome = await atomically(api.server.app.services, (work) =>
    post(work, {
      companyId: brand.companyId,
      kind,
      idempotencyKey: randomUUID(),
      legs: [
        { account: ledgerAccount.wallet(brand.companyId), amount: cents },
        { account: ledgerAccount.openingBalances, amount: -cents },
      ],
    }),
  );
  if (!outcome.posted) throw new Error('the movement was refused');
  return outcome.transaction.id;
}

type Entry = { id: string; balance: number };

const history = (brand: Brand, filters: { kind?: string }, pageSize: number, by: 'number' | 'cursor') => {
  const entries: Entry[] = [];
  return readPages(
    async (paging) => {
      const answer = await call(api.server, BillingHistoryDocument, { ...filters, ...paging }, brand.token);
      expect(answer.errors).toBeUndefined();
      const page = answer.data!.BillingHistory;
      entries.push(...page.items.map((item) => ({ id: item.id, balance: item.balance })));
      return page;
    },
    pageSize,
    by,
  ).then((ids) => ({ ids, entries }));
};

describe('billing history pages', () => {
  it('reads every movement once, newest first, by page number and by cursor, each with its balance', async () => {
    const brand = await brandCompany(api.server, 'billing-pages');
    const other = await brandCompany(api.server, 'billing-pages-other');
    const written: Array<{ id: string; kind: LedgerKind; balance: number }> = [];
    let balance = 0;
    for (let index = 0; index < 11; index += 1) {
      const kind: LedgerKind = index % 3 === 0 ? 'wire_top_up' : 'card_top_up';
      const cents = 100 * (index + 1);
      balance += cents;
      written.push({ id: await movement(brand, kind, cents), kind, balance });
      if (index % 4 === 0) await movement(other, 'card_top_up', 5);
    }
    const newestFirst = [...written].reverse();
    for (const by of ['cursor', 'number'] as const) {
      const all = await history(brand, {}, 4, by);
      expect(all.ids).toEqual(newestFirst.map((entry) => entry.id));
      expect(all.entries.map((entry) => entry.balance)).toEqual(newestFirst.map((entry) => entry.balance));
      const wires = await history(brand, { kind: 'wire_top_up' }, 2, by);
      const expected = newestFirst.filter((entry) => entry.kind === 'wire_top_up');
      expect(wires.ids).toEqual(expected.map((entry) => entry.id));
      // A filtered page's balances still count every movement before it.
      expect(wires.entries.map((entry) => entry.balance)).toEqual(expected.map((entry) => entry.balance));
    }
  });

  it("never shows another company's movements, even read on from that company's cursor", async () => {
    const brand = await brandCompany(api.server, 'billing-own');
    const other = await brandCompany(api.server, 'billing-own-other');
    const mine = [await movement(brand, 'card_top_up', 300), await movement(brand, 'card_top_up', 400)];
    const theirs: string[] = [];
    for (let index = 0; index < 4; index += 1) theirs.push(await movement(other, 'card_top_up', 10));
    const first = await call(api.server, BillingHistoryDocument, { page: 1, page_size: 2 }, other.token);
    const cursor = first.data!.BillingHistory.next_cursor;
    expect(cursor).toEqual(expect.any(String));
    const read = await call(
      api.server,
      BillingHistoryDocument,
      { page: 2, page_size: 2, after: cursor },
      brand.token,
    );
    expect(read.errors).toBeUndefined();
    const ids = read.data!.BillingHistory.items.map((item) => item.id);
    expect(ids.every((id) => mine.includes(id))).toBe(true);
    expect(ids.some((id) => theirs.includes(id))).toBe(false);
    const bad = await call(
      api.server,
      BillingHistoryDocument,
      { page: 2, after: 'not-a-cursor' },
      brand.token,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
