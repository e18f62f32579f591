/**
 * A mutation does everything or nothing, mail and live messages included: CompanyUpdateData with a NUL byte in
 * company_name and a new_email once answered 500 after mailing a working change-of-address link. Here the bad
 * input is refused first, and a failure inside the database half-way through (made to happen with a trigger)
 * rolls back every write and sends nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import { serverForTests } from '../support/server';
import { accountTokens, companies, notifications } from '../../server/db/schema';
import {
  CompanyCreateDocument,
  CompanyDataDocument,
  CompanyEmailVerificationByCodeDocument,
  CompanyUpdateDataDocument,
} from '../../src/graphql/generated/graphql';
import { call, errorOf, logIn, PASSWORD, readyCompany, signUp, uniqueEmail } from '../api/account-helpers';
import { BROKER_USERNAME } from '../../src/domain/constants';
import { traceOf } from './support';
import { atomically } from '../../server/services/unit-of-work';

const api = serverForTests();

async function companyOf(email: string) {
  const [row] = await api.server.app.services.db.select().from(companies).where(eq(companies.email, email));
  return row!;
}

/** A trigger that fails writes meeting a condition, as a database failing half-way through would. */
async function failWrites(table: string, timing: 'UPDATE' | 'INSERT', condition: string) {
  const { db } = api.server.app.services;
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION test_fail_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END $$`),
  );
  await db.execute(
    sql.raw(
      `CREATE TRIGGER test_fail_write BEFORE ${timing} ON "${table}" FOR EACH ROW WHEN (${condition}) ` +
        'EXECUTE FUNCTION test_fail_write()',
    ),
  );
  triggers.push(table);
}

const triggers: string[] = [];
afterEach(async () => {
  for (const table of triggers.splice(0)) {
    await api.server.app.services.db.execute(sql.raw(`DROP TRIGGER IF EXISTS test_fail_write ON "${table}"`));
  }
});

describe('CompanyUpdateData', () => {
  it('refuses a NUL in company_name with a new_email: nothing saved, no link made, nothing mailed', async () => {
    const email = uniqueEmail('partial');
    const token = await readyCompany(api.server, email);
    const before = await traceOf(api.server);
    const newEmail = uniqueEmail('partial-new');
    const answer = await call(
      api.server,
      CompanyUpdateDataDocument,
      { company_name: 'Acme\u0000Goods', new_email: newEmail, password: PASSWORD },
      token,
    );
    expect(answer.status).toBe(200);
    expect(errorOf(answer).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { company_name: { code: 'characters' } },
    });
    expect(await traceOf(api.server)).toEqual(before);
    await expect(api.server.lastMail(newEmail, undefined, 2000)).rejects.toThrow(/No e-mail/);
  });

  it('rolls back the link, the mail, the new password and the notification when a later write fails', async () => {
    const email = uniqueEmail('rollback');
    const token = await readyCompany(api.server, email);
    const otherSession = await logIn(api.server, email);
    const company = await companyOf(email);
    await failWrites('companies', 'UPDATE', `NEW.company_name = 'Explodes Incorporated'`);
    const newEmail = uniqueEmail('rollback-new');
    const before = await traceOf(api.server);
    const answer = await call(
      api.server,
      CompanyUpdateDataDocument,
      {
        company_name: 'Explodes Incorporated',
        new_email: newEmail,
        password: PASSWORD,
        new_password: 'Another pass 77',
        confirm_password: 'Another pass 77',
      },
      token,
    );
    expect(answer.status).toBe(200);
    expect(errorOf(answer).code).toBe('INTERNAL_SERVER_ERROR');
    expect(await traceOf(api.server)).toEqual(before);
    const { db } = api.server.app.services;
    expect(
      await db
        .select()
        .from(accountTokens)
        .where(and(eq(accountTokens.company_id, company.id), eq(accountTokens.kind, 'email_change'))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.company_id, company.id), eq(notifications.kind, 'account.updated'))),
    ).toEqual([]);
    await expect(api.server.lastMail(newEmail, undefined, 2000)).rejects.toThrow(/No e-mail/);
    // The old password still works and no session was ended.
    expect((await call(api.server, CompanyDataDocument, {}, otherSession)).status).toBe(200);
    await logIn(api.server, email, PASSWORD);
    expect((await companyOf(email)).company_name).toBe(company.company_name);
  });
});

describe('CompanyCreate', () => {
  it('leaves no account and mails no code when the wallet cannot be written', async () => {
    await failWrites('wallets', 'INSERT', 'true');
    const email = uniqueEmail('no-wallet');
    const before = await traceOf(api.server);
    const answer = await call(api.server, CompanyCreateDocument, { email, password: PASSWORD });
    expect(errorOf(answer).code).toBe('INTERNAL_SERVER_ERROR');
    expect(await traceOf(api.server)).toEqual(before);
    await expect(api.server.lastMail(email, undefined, 2000)).rejects.toThrow(/No e-mail/);
  });
});

describe('verification', () => {
  it('publishes "verified" once after commit, however many right codes arrive at once', async () => {
    const email = uniqueEmail('verify-once');
    const { token, code } = await signUp(api.server, email);
    const company = await companyOf(email);
    const url = `ws://127.0.0.1:${api.server.app.live.port}/mqtt`;
    const client = await mqtt.connectAsync(url, {
      username: BROKER_USERNAME,
      password: token,
      protocolVersion: 4,
      reconnectPeriod: 0,
    });
    const received: string[] = [];
    client.on('message', (_topic, payload) => received.push(payload.toString('utf8')));
    await client.subscribeAsync(`companies/${company.id}/notifications`, { qos: 1 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          call(api.server, CompanyEmailVerificationByCodeDocument, { email_validation_code: code }, token),
        ),
      );
      expect(answers.every((answer) => answer.data?.CompanyEmailVerificationByCode.status === true)).toBe(
        true,
      );
      await expect.poll(() => received.length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toHaveLength(1);
      const stored = await api.server.app.services.db
        .select()
        .from(notifications)
        .where(eq(notifications.company_id, company.id));
      expect(stored).toHaveLength(1);
    } finally {
      await client.endAsync();
    }
  });
});

describe('units of work', () => {
  it('refuse a query through the services’ own handle inside a unit, at once instead of hanging', async () => {
    const { services } = api.server.app;
    const started = performance.now();
    await expect(
      atomically(services, async () => services.db.select({ id: companies.id }).from(companies).limit(1)),
    ).rejects.toThrow(/use work\.db/);
    expect(performance.now() - started).toBeLessThan(5000);
    // The handle works again once the unit is over.
    expect(Array.isArray(await services.db.select({ id: companies.id }).from(companies).limit(1))).toBe(true);
  });
});
