/**
 * Shared steps of the account API tests: the web app's own operations (the generated documents) sent over
 * HTTP, and the common journeys (sign up, read the mailed code, verify, log in).
 */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { expect } from 'vitest';
import type { GraphQLAnswer, TestServer } from '../support/server';
import { parseMail, type Mail } from '../support/mail';
import {
  CompanyCreateDocument,
  CompanyEmailVerificationByCodeDocument,
  CompanyLoginDocument,
  CompanyOnboardPositionOneDocument,
} from '../../src/graphql/generated/graphql';

export const PASSWORD = 'Correct horse 42';

let sequence = 0;
/** A fresh address for each test, so one server serves a whole file. */
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now().toString(36)}-${(sequence += 1)}@example.com`;

export function call<TData, TVariables>(
  server: TestServer,
  document: DocumentTypeDecoration<TData, TVariables>,
  variables: TVariables,
  token?: string | null,
): Promise<GraphQLAnswer<TData>> {
  return server.gql<TData>(String(document), variables as Record<string, unknown>, token);
}

/** Like call, with extra request headers (a client address, a language) and no token. */
export async function callWith<TData, TVariables>(
  server: TestServer,
  document: DocumentTypeDecoration<TData, TVariables>,
  variables: TVariables,
  headers: Record<string, string>,
): Promise<GraphQLAnswer<TData>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: String(document), variables }),
  });
  const body = (await response.json()) as { data?: TData; errors?: GraphQLAnswer['errors'] };
  return { status: response.status, data: body.data ?? null, errors: body.errors };
}

/** The error code of the first GraphQL error, asserting there is one. */
export function errorOf(answer: GraphQLAnswer<unknown>): {
  code: unknown;
  extensions: Record<string, unknown>;
} {
  expect(answer.errors, JSON.stringify(answer.data)).toBeDefined();
  const extensions = answer.errors?.[0]?.extensions ?? {};
  return { code: extensions.code, extensions };
}

/** The newest e-mail to an address, or the newest one containing a text (see TestServer.lastMail). */
export async function mailTo(server: TestServer, email: string, containing?: string): Promise<Mail> {
  return parseMail(await server.lastMail(email, containing));
}

/** The password reset link mailed after RequestResetPassword, which answers before mailing it. */
export const RESET_LINK = '/new-password/';

export async function logIn(server: TestServer, email: string, password = PASSWORD): Promise<string> {
  const answer = await call(server, CompanyLoginDocument, { email, password });
  expect(answer.errors).toBeUndefined();
  const token = answer.data?.CompanyLogin.authorization?.token;
  expect(token).toBeTruthy();
  return token as string;
}

/** Signs up and logs in; returns the session token and the code that was mailed. */
export async function signUp(
  server: TestServer,
  email: string,
  password = PASSWORD,
): Promise<{ token: string; code: string }> {
  const created = await call(server, CompanyCreateDocument, { email, password });
  expect(created.errors).toBeUndefined();
  expect(created.data?.CompanyCreate.status).toBe(true);
  const { code } = await mailTo(server, email);
  expect(code).toMatch(/^\d{6}$/);
  return { token: await logIn(server, email, password), code: code as string };
}

/** A signed-up company with a verified address and finished onboarding; returns its token. */
export async function readyCompany(server: TestServer, email: string, password = PASSWORD): Promise<string> {
  const { token, code } = await signUp(server, email, password);
  const verified = await call(
    server,
    CompanyEmailVerificationByCodeDocument,
    { email_validation_code: code },
    token,
  );
  expect(verified.errors).toBeUndefined();
  const onboarded = await call(
    server,
    CompanyOnboardPositionOneDocument,
    {
      company_name: 'Acme Goods',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '555 123 4567',
      area_code: '+1',
    },
    token,
  );
  expect(onboarded.errors).toBeUndefined();
  return token;
}
