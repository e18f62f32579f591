/**
 * Every limit holds against parallel requests: each attempt is counted in the database before it is acted on,
 * so a burst of guesses sent at once gets no more checks than the limit allows (issue 10: 300 parallel log-ins,
 * the right password at #101, once got through). Here: reset requests per address and per client address,
 * sign-ups per client address, and the staff key.
 */
import { describe, expect, it } from 'vitest';
import { companies } from '../../server/db/schema';
import { CompanyCreateDocument, RequestResetPasswordDocument } from '../../src/graphql/generated/graphql';
import {
  RESET_REQUESTS_PER_CLIENT,
  RESET_REQUESTS_PER_EMAIL,
  SIGNUPS_PER_CLIENT,
  STAFF_KEY_FAILURES,
  STAFF_KEY_FAILURES_PER_CLIENT,
} from '../../src/domain/constants';
import { PASSWORD, signUp, uniqueEmail } from '../api/account-helpers';
import { codeOf, limitsServer, parallel, tally } from './limits-support';

const { api, newClient, from, mailsTo } = limitsServer();

describe('password reset requests', () => {
  it('accepts three requests for one address sent at once from 20 client addresses', async () => {
    const email = uniqueEmail('parallel-reset');
    await signUp(api.server, email);
    const answers = await parallel(20, () => from(newClient(), RequestResetPasswordDocument, { email }));
    expect(tally(answers)).toEqual({
      OK: RESET_REQUESTS_PER_EMAIL.limit,
      RATE_LIMITED: 20 - RESET_REQUESTS_PER_EMAIL.limit,
    });
  });

  it('accepts ten requests for 40 addresses sent at once from one client address', async () => {
    const client = newClient();
    const answers = await parallel(40, (index) =>
      from(client, RequestResetPasswordDocument, { email: uniqueEmail(`reset-spray-${index}`) }),
    );
    expect(tally(answers)).toEqual({
      OK: RESET_REQUESTS_PER_CLIENT.limit,
      RATE_LIMITED: 40 - RESET_REQUESTS_PER_CLIENT.limit,
    });
  });
});

describe('sign-ups', () => {
  it('creates ten accounts for 30 sign-ups sent at once from one client address, and mails only those', async () => {
    const client = newClient();
    const emails = Array.from({ length: 30 }, (_, index) => uniqueEmail(`signup-burst-${index}`));
    const answers = await parallel(30, (index) =>
      from(client, CompanyCreateDocument, { email: emails[index]!, password: PASSWORD }),
    );
    expect(tally(answers)).toEqual({
      OK: SIGNUPS_PER_CLIENT.limit,
      RATE_LIMITED: 30 - SIGNUPS_PER_CLIENT.limit,
    });
    const created = await api.server.app.services.db.select({ email: companies.email }).from(companies);
    const createdEmails = new Set(created.map((row) => row.email));
    const refused = emails.filter((_, index) => codeOf(answers[index]!) === 'RATE_LIMITED');
    expect(refused.filter((email) => createdEmails.has(email))).toEqual([]);
    for (const email of refused) expect(await mailsTo(email)).toBe(0);
  });
});

describe('the staff key', () => {
  it('compares at most ten keys from one client address sent at once, then refuses even the right key there', async () => {
    const client = newClient();
    const send = (key: string, from: string) =>
      fetch(`${api.server.url}/staff/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-staff-key': key, 'x-forwarded-for': from },
        body: JSON.stringify({ email: 'nobody@example.com', message: 'hello' }),
      }).then((response) => response.status);
    const statuses = await parallel(50, (index) => send(`wrong-key-${index}`.padEnd(43, 'x'), client));
    expect(statuses.filter((status) => status === 401).length).toBe(STAFF_KEY_FAILURES_PER_CLIENT.limit);
    expect(statuses.filter((status) => status === 429).length).toBe(50 - STAFF_KEY_FAILURES_PER_CLIENT.limit);
    expect(await send(api.server.app.staffKey, client)).toBe(429);
    // Past STAFF_KEY_FAILURES wrong keys in all, every address is refused too: the key is locked at every door.
    expect(STAFF_KEY_FAILURES.limit).toBeLessThan(50);
    expect(await send(api.server.app.staffKey, newClient())).toBe(429);
  });
});
