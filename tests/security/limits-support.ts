/**
 * Shared steps of the limit tests (tests/security/limits-*.test.ts): calls from client addresses of their own,
 * bursts sent at once and the codes they were answered with, the mails an address got, and a company's row.
 */
import { eq } from 'drizzle-orm';
import { type GraphQLAnswer, serverForTests } from '../support/server';
import { companies, emailCodes } from '../../server/db/schema';
import { callWith } from '../api/account-helpers';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

export const codeOf = (answer: GraphQLAnswer<unknown>): string =>
  answer.errors ? String(answer.errors[0]?.extensions?.code) : 'OK';

/** How many answers had each code ('OK' for a success). */
export function tally(answers: Array<GraphQLAnswer<unknown>>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[codeOf(answer)] = (counts[codeOf(answer)] ?? 0) + 1;
  return counts;
}

export const parallel = <T>(count: number, attempt: (index: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: count }, (_, index) => attempt(index)));

/** The real server for one limits test file, and the steps that call it. Call it at the top of the file. */
export function limitsServer() {
  const api = serverForTests();

  let clients = 0;
  /** A client address of this file's own (TEST-NET-2), as X-Forwarded-For tells it. */
  const newClient = () => `198.51.100.${(clients += 1)}`;

  /** Calls an operation from a client address, with a session token when given. */
  function from<TData, TVariables>(
    client: string,
    document: DocumentTypeDecoration<TData, TVariables>,
    variables: TVariables,
    token?: string,
  ): Promise<GraphQLAnswer<TData>> {
    const headers: Record<string, string> = { 'x-forwarded-for': client };
    if (token) headers.authorization = `Bearer ${token}`;
    return callWith(api.server, document, variables, headers);
  }

  /** How many e-mails were sent to an address so far. */
  async function mailsTo(email: string): Promise<number> {
    const files = await readdir(api.server.outboxDir).catch(() => [] as string[]);
    const texts = await Promise.all(
      files.map((file) => readFile(path.join(api.server.outboxDir, file), 'utf8')),
    );
    return texts.filter((text) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text))
      .length;
  }

  async function companyIdOf(email: string): Promise<string> {
    const [row] = await api.server.app.services.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.email, email));
    return row!.id;
  }

  /** The resend cooldown passes for an account. */
  async function cooldownPasses(companyId: string): Promise<void> {
    await api.server.app.services.db
      .update(emailCodes)
      .set({ sent_at: new Date(Date.now() - 61_000) })
      .where(eq(emailCodes.company_id, companyId));
  }

  return { api, newClient, from, mailsTo, companyIdOf, cooldownPasses };
}
