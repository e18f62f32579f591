/**
 * The move from the single-entry ledger to the double-entry one, on a database that has entries: each wallet
 * keeps its balance, every old entry becomes a balanced transaction, and the old table is gone. The migration is
 * found by name, so the test follows it when it is renumbered.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';

const FOLDER = path.resolve(__dirname, '../../server/db/migrations');
const journal = JSON.parse(readFileSync(path.join(FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>;
};
const tags = journal.entries.map((entry) => entry.tag);
const ledgerMigration = tags.findIndex((tag) => tag.endsWith('_double_entry_ledger'));

async function apply(db: PGlite, tagsToApply: string[]) {
  for (const tag of tagsToApply) {
    const text = readFileSync(path.join(FOLDER, `${tag}.sql`), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
  }
}

describe('the double-entry ledger migration', () => {
  it('keeps every wallet balance and turns each old entry into a balanced transaction', async () => {
    expect(ledgerMigration).toBeGreaterThan(0);
    const db = new PGlite();
    try {
      await apply(db, tags.slice(0, ledgerMigration));
      const company = async (email: string) => {
        const id = (
          await db.query<{ id: string }>(
            `INSERT INTO companies (email, password_hash) VALUES ($1, 'x') RETURNING id`,
            [email],
          )
        ).rows[0]!.id;
        await db.query(`INSERT INTO wallets (company_id) VALUES ($1)`, [id]);
        return id;
      };
      const acme = await company('acme@example.com');
      const bolt = await company('bolt@example.com');
      const entry = (companyId: string, cents: number, kind: string, minutes: number) =>
        db.query(
          `INSERT INTO ledger_entries (company_id, amount_cents, kind, idempotency_key, created_at)
           VALUES ($1, $2, $3, gen_random_uuid()::text, now() - make_interval(mins => $4))`,
          [companyId, cents, kind, minutes],
        );
      await entry(acme, 12_500, 'top_up', 30);
      await entry(acme, -2_001, 'campaign_charge', 20);
      await entry(bolt, 700, 'top_up', 10);

      await apply(db, [tags[ledgerMigration]!]);

      const balances = await db.query<{ id: string; balance_cents: string }>(
        `SELECT id, balance_cents FROM ledger_accounts ORDER BY id`,
      );
      expect(Object.fromEntries(balances.rows.map((row) => [row.id, Number(row.balance_cents)]))).toEqual({
        [`wallet:${acme}`]: 10_499,
        [`wallet:${bolt}`]: 700,
      });
      const transactions = await db.query<{ kind: string; migrated: string; total: string }>(
        `SELECT t.kind, t.detail ->> 'migrated_kind' AS migrated, sum(p.amount_cents) AS total
         FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id
         GROUP BY t.id ORDER BY t.created_at`,
      );
      expect(transactions.rows.map((row) => [row.kind, row.migrated, Number(row.total)])).toEqual([
        ['opening_balance', 'top_up', 0],
        ['opening_balance', 'campaign_charge', 0],
        ['opening_balance', 'top_up', 0],
      ]);
      const old = await db.query(`SELECT to_regclass('ledger_entries') AS table`);
      expect(old.rows).toEqual([{ table: null }]);
    } finally {
      await db.close();
    }
  });
});
