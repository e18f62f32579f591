/**
 * A unit of work that loses a deadlock or a serialization failure is run again instead of failing its request:
 * here the database refuses a unit's write once with each code (a trigger raising it on the first try), and the
 * unit commits on its next run, with its effects run once and nothing of the lost run kept.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { brandCompany } from '../support/deals';
import { notifications } from '../../server/db/schema';
import { atomically } from '../../server/services/unit-of-work';

const api = serverForTests();

afterEach(async () => {
  const { db } = api.server.app.services;
  await db.execute(sql.raw('DROP TRIGGER IF EXISTS test_conflict_once ON "notifications"'));
  await db.execute(sql.raw('DROP TABLE IF EXISTS test_conflict_tries'));
});

/** Makes the next write of a notification fail once with `code`, as a lost deadlock would. */
async function conflictOnce(code: string) {
  const { db } = api.server.app.services;
  await db.execute(sql.raw('CREATE TABLE test_conflict_tries (n integer)'));
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION test_conflict_once() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM test_conflict_tries) THEN
          RAISE EXCEPTION 'injected conflict' USING ERRCODE = '${code}';
        END IF;
        RETURN NEW;
      END $$`),
  );
  await db.execute(
    sql.raw(
      'CREATE TRIGGER test_conflict_once BEFORE INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION test_conflict_once()',
    ),
  );
}

describe('a unit that loses a conflict', () => {
  for (const code of ['40P01', '40001']) {
    it(`runs again after ${code} and commits once, its effects run once`, async () => {
      const brand = await brandCompany(api.server, `conflict-${code.toLowerCase()}`);
      await conflictOnce(code);
      const { services } = api.server.app;
      let runs = 0;
      let effects = 0;
      const message = `retried ${randomUUID()}`;
      const result = await atomically(services, async (work) => {
        runs += 1;
        // Nothing of a lost run may stay: the first run's mark is rolled back with it.
        if (runs > 1) await work.db.execute(sql.raw('INSERT INTO test_conflict_tries VALUES (1)'));
        work.afterCommit(async () => {
          effects += 1;
        });
        await work.notify(brand.companyId, { message });
        return runs;
      });
      expect(result).toBe(2);
      expect(effects).toBe(1);
      const stored = await services.db.select().from(notifications).where(eq(notifications.message, message));
      expect(stored).toHaveLength(1);
    });
  }
});
