/**
 * Shared steps of the account settings API tests (tests/api/account-*.test.ts of issue 3): a company's row as the
 * database holds it.
 */
import type { TestServer } from '../support/server';
import { eq } from 'drizzle-orm';
import { companies } from '../../server/db/schema';

/** Reads a company's row by its e-mail address on the file's server (`serverForTests()`). */
export function companyLookup(api: { readonly server: TestServer }) {
  return async (email: string) => {
    const [row] = await api.server.app.services.db.select().from(companies).where(eq(companies.email, email));
    return row;
  };
}
