/**
 * Shared steps of the account security API tests (tests/api/account-*.test.ts of issue 3): a server that trusts
 * X-Forwarded-For, log-ins from client addresses of their own, and what the database says of a company.
 */
import { eq } from 'drizzle-orm';
import { type GraphQLAnswer, startTestServer, type TestServer } from '../support/server';
import { auditLog, companies } from '../../server/db/schema';
import { CompanyLoginDocument } from '../../src/graphql/generated/graphql';
import { callWith } from './account-helpers';

/** The real server of one file; trusting X-Forwarded-For lets each test act from its own client address. */
export const startSecurityServer = () => startTestServer({ trustProxy: true });

/** Steps on the file's server: log-ins from a client address of their own, a company's id and its audit log. */
export function securitySteps(current: () => TestServer) {
  let clients = 0;
  const newClientAddress = () => `198.51.100.${(clients += 1)}`;

  const logInFrom = (clientAddress: string, email: string, password: string): Promise<GraphQLAnswer> =>
    callWith(current(), CompanyLoginDocument, { email, password }, { 'x-forwarded-for': clientAddress });

  const companyId = async (email: string): Promise<string> => {
    const [row] = await current()
      .app.services.db.select({ id: companies.id })
      .from(companies)
      .where(eq(companies.email, email));
    return row?.id as string;
  };

  const auditActions = async (id: string): Promise<string[]> =>
    (await current().app.services.db.select().from(auditLog).where(eq(auditLog.company_id, id))).map(
      (row) => row.action,
    );

  return { newClientAddress, logInFrom, companyId, auditActions };
}
