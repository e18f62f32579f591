/**
 * The migrations that make brand names unique per company, whatever the case, on a database that already has
 * duplicates: the brand made first keeps its name, later ones get "Name (2)", "Name (3)", … and the index holds.
 * The migrations are found by name, so the test follows them when they are renumbered.
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
const firstOfThem = tags.findIndex((tag) => tag.endsWith('_brands_distinct_names'));

async function apply(db: PGlite, tagsToApply: string[]) {
  for (const tag of tagsToApply) {
    const text = readFileSync(path.join(FOLDER, `${tag}.sql`), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
  }
}

describe('unique brand names per company', () => {
  it('renames the brands that already share a name, then refuses new ones', async () => {
    expect(firstOfThem).toBeGreaterThan(0);
    expect(tags[firstOfThem + 1]).toMatch(/_brands_unique_name$/);
    // With the trigram extension the later migrations create, as the app opens its embedded database.
    const db = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await apply(db, tags.slice(0, firstOfThem));
      const company = async (email: string) =>
        (
          await db.query<{ id: string }>(
            `INSERT INTO companies (email, password_hash) VALUES ($1, 'x') RETURNING id`,
            [email],
          )
        ).rows[0]!.id;
      const acme = await company('acme@example.com');
      const other = await company('other@example.com');
      const brand = (companyId: string, name: string, minute: number) =>
        db.query(
          `INSERT INTO brands (company_id, name, description, created_at) VALUES ($1, $2, 'Everyday goods', $3)`,
          [companyId, name, new Date(Date.UTC(2026, 0, 1, 0, minute))],
        );
      await brand(acme, 'Northwind', 1);
      await brand(acme, 'NORTHWIND', 2);
      await brand(acme, 'Northwind (2)', 3);
      await brand(acme, 'northwind', 4);
      await brand(other, 'Northwind', 5);

      await apply(db, tags.slice(firstOfThem));

      const names = await db.query<{ name: string }>(
        'SELECT name FROM brands WHERE company_id = $1 ORDER BY created_at',
        [acme],
      );
      expect(names.rows.map((row) => row.name)).toEqual([
        'Northwind',
        'NORTHWIND (3)',
        'Northwind (2)',
        'northwind (4)',
      ]);
      await expect(brand(acme, 'nORTHWIND', 6)).rejects.toMatchObject({ code: '23505' });
      await expect(brand(other, 'Southwind', 7)).resolves.toBeDefined();
    } finally {
      await db.close();
    }
  });
});
