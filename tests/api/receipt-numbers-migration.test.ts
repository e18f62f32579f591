/**
 * Receipt numbers on a database that already has payments: what was paid in before gets its numbers in the order
 * it was written, any other movement none, and what is paid in afterwards is numbered by the database as it is
 * written. The migration is found by name, so the test follows it when it is renumbered.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const FOLDER = path.resolve(__dirname, '../../server/db/migrations');
const journal = JSON.parse(readFileSync(path.join(FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>;
};
const tags = journal.entries.map((entry) => entry.tag);
const numbering = tags.findIndex((tag) => tag.endsWith('_receipt_numbers'));

async function apply(db: PGlite, tagsToApply: string[]) {
  for (const tag of tagsToApply) {
    const text = readFileSync(path.join(FOLDER, `${tag}.sql`), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
  }
}

describe('the receipt numbers migration', () => {
  it('numbers past payments in their order, nothing else, and every later payment as it is written', async () => {
    expect(numbering).toBeGreaterThan(0);
    const db = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await apply(db, tags.slice(0, numbering));
      const movement = async (kind: string, at: string) =>
        (
          await db.query<{ id: string }>(
            `INSERT INTO ledger_transactions (kind, created_at) VALUES ($1, $2) RETURNING id`,
            [kind, at],
          )
        ).rows[0]!.id;
      const wire = await movement('wire_top_up', '2026-03-02T10:00:00Z');
      const spent = await movement('campaign_spend', '2026-03-01T10:00:00Z');
      const card = await movement('card_top_up', '2026-03-01T09:00:00Z');
      await apply(db, [tags[numbering]!]);
      const numberOf = async (id: string) =>
        (
          await db.query<{ receipt_number: string | null }>(
            `SELECT receipt_number FROM ledger_transactions WHERE id = $1`,
            [id],
          )
        ).rows[0]!.receipt_number;
      expect(
        [await numberOf(card), await numberOf(wire), await numberOf(spent)].map((n) => n && Number(n)),
      ).toEqual([1, 2, null]);
      // The ledger refuses changes again once the numbers are in.
      await expect(
        db.query(`UPDATE ledger_transactions SET reference = 'x' WHERE id = $1`, [card]),
      ).rejects.toThrow(/never changed/);
      const charged = await movement('campaign_charge', '2026-03-03T10:00:00Z');
      const refunded = await movement('campaign_refund', '2026-03-03T11:00:00Z');
      expect(Number(await numberOf(charged))).toBe(3);
      expect(await numberOf(refunded)).toBeNull();
    } finally {
      await db.close();
    }
  });
});
