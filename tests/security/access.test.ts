/**
 * The API enforces the onboarding guard the web app's routes follow: a session whose e-mail address is not
 * verified, or that has not finished about-you, cannot create brands and products, nor call anything else that
 * needs a ready account (issue 10: a new session could). Every operation of the schema is called at every stage
 * where its access level (server/graphql/access.ts) refuses it, and each refusal leaves nothing behind.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import { call, PASSWORD, signUp, uniqueEmail } from '../api/account-helpers';
import { CompanyEmailVerificationByCodeDocument } from '../../src/graphql/generated/graphql';
import { ACCESS, withAccess, type Access } from '../../server/graphql/access';
import type { Resolvers } from '../../server/graphql/generated';
import { callOperation, codeOf, operations, placeholderFor, traceOf } from './support';

const api = serverForTests();

type Stage = 'anonymous' | 'unverified' | 'onboarding';
const tokens: Record<Stage, string | undefined> = { anonymous: undefined, unverified: '', onboarding: '' };

beforeAll(async () => {
  tokens.unverified = (await signUp(api.server, uniqueEmail('unverified'), PASSWORD)).token;
  const onboarding = await signUp(api.server, uniqueEmail('onboarding'), PASSWORD);
  const verified = await call(
    api.server,
    CompanyEmailVerificationByCodeDocument,
    { email_validation_code: onboarding.code },
    onboarding.token,
  );
  expect(verified.errors).toBeUndefined();
  tokens.onboarding = onboarding.token;
});

/** What an operation of each level answers to a caller at each stage, when it refuses. */
const refusals: Record<Access, Partial<Record<Stage, { status: number; code: string }>>> = {
  public: {},
  session: { anonymous: { status: 401, code: 'UNAUTHENTICATED' } },
  verified: {
    anonymous: { status: 401, code: 'UNAUTHENTICATED' },
    unverified: { status: 403, code: 'EMAIL_NOT_VERIFIED' },
  },
  ready: {
    anonymous: { status: 401, code: 'UNAUTHENTICATED' },
    unverified: { status: 403, code: 'EMAIL_NOT_VERIFIED' },
    onboarding: { status: 403, code: 'ONBOARDING_INCOMPLETE' },
  },
};

const levelOf = (kind: 'query' | 'mutation', name: string): Access | undefined =>
  (ACCESS[kind === 'query' ? 'Query' : 'Mutation'] as Record<string, Access>)[name];

describe('access levels', () => {
  it('are declared once for each operation of the schema, and for nothing else', () => {
    const declared = [...Object.keys(ACCESS.Query), ...Object.keys(ACCESS.Mutation)].sort();
    expect(declared).toEqual(operations.map((operation) => operation.name).sort());
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('leave no operation unguarded: a resolver without a declared level is refused at start', () => {
    const undeclared = { Query: { NotDeclared: () => null } } as unknown as Resolvers;
    expect(() => withAccess(undeclared)).toThrow(/Query\.NotDeclared has no access level/);
  });

  it('close brands and products to accounts that are not ready', () => {
    for (const name of ['BrandCreate', 'ProductCreate', 'Brands', 'Products', 'DashboardSummary'])
      expect(levelOf(name.endsWith('Create') ? 'mutation' : 'query', name)).toBe('ready');
  });

  for (const operation of operations) {
    const level = levelOf(operation.kind, operation.name)!;
    for (const [stage, expected] of Object.entries(refusals[level] ?? {}) as Array<
      [Stage, { status: number; code: string }]
    >) {
      it(`${operation.name} (${level}) refuses a caller ${stage === 'anonymous' ? 'without a session' : `still ${stage}`}`, async () => {
        const variables = Object.fromEntries(
          operation.args.map((arg) => [arg.name, placeholderFor(arg.type)]),
        );
        const before = await traceOf(api.server);
        const answer = await callOperation(api.server, operation, variables, tokens[stage]);
        expect(answer.status, JSON.stringify(answer.body)).toBe(expected.status);
        expect(codeOf(answer)).toBe(expected.code);
        expect(await traceOf(api.server)).toEqual(before);
      });
    }
  }
});
