/**
 * Staff impersonation and the staff API: the staff key guards every command, the `impersonate` link is
 * single use and short-lived, its session is marked as staff-made, and the command line prints it readably.
 */
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { accountTokens, auditLog, companies } from '../../server/db/schema';
import { runStaffCli } from '../../server/cli/staff-cli';
import {
  CompanyDataDocument,
  CompanyDeleteDocument,
  CompanyImpersonateDocument,
  CompanyUpdateDataDocument,
} from '../../src/graphql/generated/graphql';
import { PASSWORD, call, errorOf, readyCompany, uniqueEmail } from './account-helpers';

const api = serverForTests();

const tokenOf = (link: unknown): string => String(link).split('/').pop() ?? '';

async function staffWithKey(key: string | null, command: string, body: Record<string, unknown>) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key !== null) headers['x-staff-key'] = key;
  const response = await fetch(`${api.server.url}/staff/${command}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Runs the staff command line in-process and collects what it prints. */
async function staffCli(argv: string[], env: Record<string, string | undefined>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffCli(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('staff API', () => {
  it('refuses a call without the staff key or with a wrong one', async () => {
    const email = uniqueEmail('guarded');
    await readyCompany(api.server, email);
    expect((await staffWithKey(null, 'impersonate', { email })).status).toBe(401);
    expect((await staffWithKey('x'.repeat(43), 'impersonate', { email })).status).toBe(401);
    const [company] = await api.server.app.services.db
      .select()
      .from(companies)
      .where(eq(companies.email, email));
    const minted = await api.server.app.services.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.company_id, company?.id as string));
    expect(minted).toEqual([]);
  });

  it('answers 404 for an unknown company and 400 for a bad address', async () => {
    expect((await api.server.staff('impersonate', { email: uniqueEmail('nobody') })).status).toBe(404);
    const bad = await api.server.staff('impersonate', { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ email: { code: 'email' } });
  });
});

describe('impersonation', () => {
  it('opens a staff-made session once per link, marked as impersonated and written to the audit log', async () => {
    const email = uniqueEmail('impersonated');
    const own = await readyCompany(api.server, email);
    const minted = await api.server.staff('impersonate', { email });
    expect(minted.status).toBe(200);
    const [company] = await api.server.app.services.db
      .select()
      .from(companies)
      .where(eq(companies.email, email));
    expect(minted.body).toEqual({
      link: expect.stringMatching(
        new RegExp(`^${api.server.app.services.config.publicUrl}/account/impersonate/[A-Za-z0-9_-]{20,}$`),
      ),
      company_id: company?.id,
      expires_in: 600,
    });

    const exchanged = await call(api.server, CompanyImpersonateDocument, {
      token: tokenOf(minted.body.link),
    });
    expect(exchanged.errors).toBeUndefined();
    const authorization = exchanged.data?.CompanyImpersonate.authorization;
    expect(authorization).toMatchObject({ type: 'bearer', expires_in: 60 * 60 });
    const asStaff = await call(api.server, CompanyDataDocument, {}, authorization?.token);
    expect(asStaff.data?.CompanyData).toMatchObject({ email, impersonated: true });
    expect((await call(api.server, CompanyDataDocument, {}, own)).data?.CompanyData.impersonated).toBe(false);

    const reused = await call(api.server, CompanyImpersonateDocument, { token: tokenOf(minted.body.link) });
    expect(errorOf(reused).code).toBe('LINK_INVALID');
    expect(
      errorOf(await call(api.server, CompanyImpersonateDocument, { token: '' })).extensions,
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { token: { code: 'linkInvalid' } },
    });

    const audit = await api.server.app.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.company_id, company?.id as string));
    expect(audit.map((row) => [row.action, row.actor])).toEqual(
      expect.arrayContaining([
        ['staff.impersonate', 'staff'],
        ['impersonation.used', 'staff'],
      ]),
    );
  });

  it('refuses an impersonation link after its ten minutes', async () => {
    const email = uniqueEmail('late');
    await readyCompany(api.server, email);
    const minted = await api.server.staff('impersonate', { email });
    await api.server.app.services.db
      .update(accountTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(accountTokens.company_id, String(minted.body.company_id)),
          eq(accountTokens.kind, 'impersonation'),
        ),
      );
    const answer = await call(api.server, CompanyImpersonateDocument, { token: tokenOf(minted.body.link) });
    expect(errorOf(answer).code).toBe('LINK_EXPIRED');
  });

  it('keeps staff from changing how the owner signs in, or deleting the account', async () => {
    const email = uniqueEmail('protected');
    await readyCompany(api.server, email);
    const minted = await api.server.staff('impersonate', { email });
    const exchanged = await call(api.server, CompanyImpersonateDocument, {
      token: tokenOf(minted.body.link),
    });
    const staffToken = exchanged.data?.CompanyImpersonate.authorization?.token;
    const password = await call(
      api.server,
      CompanyUpdateDataDocument,
      { password: PASSWORD, new_password: 'Staff chosen 123', confirm_password: 'Staff chosen 123' },
      staffToken,
    );
    expect(errorOf(password).code).toBe('STAFF_SESSION_FORBIDDEN');
    expect(errorOf(await call(api.server, CompanyDeleteDocument, {}, staffToken)).code).toBe(
      'STAFF_SESSION_FORBIDDEN',
    );
    const name = await call(
      api.server,
      CompanyUpdateDataDocument,
      { company_name: 'Fixed by support' },
      staffToken,
    );
    expect(name.data?.CompanyUpdateData.status).toBe(true);
  });
});

describe('staff command line', () => {
  it('prints a working impersonation link', async () => {
    const email = uniqueEmail('cli');
    await readyCompany(api.server, email);
    const result = await staffCli(['impersonate', email], {
      API_URL: api.server.url,
      STAFF_KEY: api.server.app.staffKey,
    });
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Impersonation link \(valid 10 minutes, single use\):\n/);
    const link = result.out.split('\n')[1];
    const exchanged = await call(api.server, CompanyImpersonateDocument, { token: tokenOf(link) });
    expect(exchanged.data?.CompanyImpersonate.status).toBe(true);
  });

  it('reads the staff key from DATA_DIR/staff.key when STAFF_KEY is not set', async () => {
    const email = uniqueEmail('cli-file');
    await readyCompany(api.server, email);
    const result = await staffCli(['impersonate', email], {
      API_URL: api.server.url,
      DATA_DIR: api.server.dataDir,
    });
    expect(result.code).toBe(0);
    expect(result.out).toContain('/account/impersonate/');
  });

  it('says clearly when the key is refused, the API is not running, or the command is incomplete', async () => {
    const refused = await staffCli(['impersonate', 'a@example.com'], {
      API_URL: api.server.url,
      STAFF_KEY: 'wrong'.repeat(8),
    });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/refused the staff key/);

    const down = await staffCli(['impersonate', 'a@example.com'], {
      API_URL: 'http://127.0.0.1:9',
      STAFF_KEY: 'k'.repeat(40),
    });
    expect(down.code).toBe(1);
    expect(down.err).toMatch(/Cannot reach the CreatorHub API at http:\/\/127\.0\.0\.1:9 .*Is it running\?/);

    const missing = await staffCli(['impersonate'], {
      API_URL: api.server.url,
      STAFF_KEY: api.server.app.staffKey,
    });
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/Missing <email>/);

    const unknown = await staffCli(['impersonate', uniqueEmail('ghost')], {
      API_URL: api.server.url,
      STAFF_KEY: api.server.app.staffKey,
    });
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/impersonate failed \(404\): No company with the e-mail/);

    const noKey = await staffCli(['impersonate', 'a@example.com'], {
      API_URL: api.server.url,
      DATA_DIR: '/nonexistent',
    });
    expect(noKey.code).toBe(1);
    expect(noKey.err).toMatch(/No staff key/);
  });

  it('runs as `npm run staff -- impersonate <email>` from the shell', async () => {
    const email = uniqueEmail('shell');
    await readyCompany(api.server, email);
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'staff', '--', 'impersonate', email],
      {
        env: { ...process.env, API_URL: api.server.url, STAFF_KEY: api.server.app.staffKey },
      },
    );
    expect(stdout).toMatch(/\/account\/impersonate\/[A-Za-z0-9_-]{20,}/);
  });
});
