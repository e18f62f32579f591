/**
 * Issue 3, Security: log-in limits per address and per client address, the same answer for a wrong password and an
 * unknown address, log-ins written to the audit log, and a log-out revoking only its own session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/server';
import { CompanyDataDocument, CompanyLogoutDocument } from '../../src/graphql/generated/graphql';
import { call, errorOf, logIn, PASSWORD, readyCompany, signUp, uniqueEmail } from './account-helpers';
import { securitySteps, startSecurityServer } from './account-security-helpers';

let server: TestServer;
beforeAll(async () => (server = await startSecurityServer()));
afterAll(() => server?.stop());
const { newClientAddress, logInFrom, companyId, auditActions } = securitySteps(() => server);

describe('log-in', () => {
  it('gives the same answer to a wrong password and to an unknown address', async () => {
    const email = uniqueEmail('login');
    await signUp(server, email);
    const client = newClientAddress();
    const wrongPassword = await logInFrom(client, email, 'Wrong password 1');
    const unknown = await logInFrom(client, uniqueEmail('nobody'), 'Wrong password 1');
    expect(errorOf(wrongPassword).code).toBe('INVALID_CREDENTIALS');
    expect(unknown.errors).toEqual(wrongPassword.errors);
    expect(await auditActions(await companyId(email))).toContain('login.failed');
  });

  it('locks an address after five failed log-ins, even with the right password, and says when to retry', async () => {
    const email = uniqueEmail('locked');
    await signUp(server, email);
    const client = newClientAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(errorOf(await logInFrom(client, email, `Wrong password ${attempt}`)).code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    const locked = errorOf(await logInFrom(newClientAddress(), email, PASSWORD));
    expect(locked.code).toBe('RATE_LIMITED');
    expect(locked.extensions.retry_after).toBeGreaterThan(0);
    // The limit slides over the last 15 minutes: at most two windows until the next try is let through.
    expect(locked.extensions.retry_after).toBeLessThanOrEqual(2 * 15 * 60);

    const other = uniqueEmail('neighbour');
    await signUp(server, other);
    expect((await logInFrom(client, other, PASSWORD)).data).toMatchObject({ CompanyLogin: { status: true } });
  });

  it('forgets the failed log-ins of an address once its owner signs in', async () => {
    const email = uniqueEmail('recovers');
    await signUp(server, email);
    const client = newClientAddress();
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await logInFrom(client, email, `Wrong password ${attempt}`);
    expect((await logInFrom(client, email, PASSWORD)).errors).toBeUndefined();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(errorOf(await logInFrom(client, email, `Wrong password ${attempt}`)).code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
  });

  it('stops a client address after thirty failed log-ins on any addresses', async () => {
    const email = uniqueEmail('victim');
    await signUp(server, email);
    const client = newClientAddress();
    const failures = await Promise.all(
      Array.from({ length: 30 }, () => logInFrom(client, uniqueEmail('guess'), 'Guessed password 1')),
    );
    expect(failures.map((answer) => errorOf(answer).code)).toEqual(Array(30).fill('INVALID_CREDENTIALS'));
    const blocked = errorOf(await logInFrom(client, email, PASSWORD));
    expect(blocked.code).toBe('RATE_LIMITED');
    expect(blocked.extensions.retry_after).toBeGreaterThan(0);
    expect((await logInFrom(newClientAddress(), email, PASSWORD)).errors).toBeUndefined();
  });

  it('writes successful log-ins to the audit log', async () => {
    const email = uniqueEmail('audited');
    await signUp(server, email);
    expect(await auditActions(await companyId(email))).toContain('login');
  });
});

describe('log-out', () => {
  it('revokes the session it is called with and keeps the others', async () => {
    const email = uniqueEmail('logout');
    const first = await readyCompany(server, email);
    const second = await logIn(server, email);
    const answer = await call(server, CompanyLogoutDocument, {}, first);
    expect(answer.data?.CompanyLogout.status).toBe(true);
    const revoked = await call(server, CompanyDataDocument, {}, first);
    expect(revoked.status).toBe(401);
    expect(errorOf(revoked).code).toBe('UNAUTHENTICATED');
    expect((await call(server, CompanyDataDocument, {}, second)).data?.CompanyData.email).toBe(email);
    expect((await call(server, CompanyLogoutDocument, {}, first)).status).toBe(401);
  });
});
