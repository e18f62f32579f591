/**
 * Every limit holds against parallel requests: each attempt is counted in the database before it is acted on,
 * so a burst of guesses sent at once gets no more checks than the limit allows (issue 10: 300 parallel log-ins,
 * the right password at #101, once got through). Limits: log-in per address and per client address, code tries
 * per code and per day, code sends per day, reset requests per address and per client address, sign-ups per
 * client address, the staff key, and the current password in settings. A successful reset lifts the log-in lock.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverForTests, type GraphQLAnswer } from '../support/server';
import { companies, emailCodes } from '../../server/db/schema';
import {
  CompanyCreateDocument,
  CompanyEmailVerificationByCodeDocument,
  CompanyLoginDocument,
  CompanyResendEmailVerificationCodeDocument,
  CompanyUpdateDataDocument,
  RequestResetPasswordDocument,
  ResetPasswordMutationDocument,
} from '../../src/graphql/generated/graphql';
import {
  EMAIL_CODE_MAX_TRIES,
  EMAIL_CODE_SENDS_PER_DAY,
  EMAIL_CODE_TRIES_PER_DAY,
  LOGIN_ATTEMPTS_PER_CLIENT,
  LOGIN_ATTEMPTS_PER_EMAIL,
  RESET_REQUESTS_PER_CLIENT,
  RESET_REQUESTS_PER_EMAIL,
  SIGNUPS_PER_CLIENT,
  STAFF_KEY_FAILURES,
  STAFF_KEY_FAILURES_PER_CLIENT,
} from '../../src/domain/constants';
import {
  PASSWORD,
  callWith,
  mailTo,
  readyCompany,
  RESET_LINK,
  signUp,
  uniqueEmail,
} from '../api/account-helpers';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

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

const codeOf = (answer: GraphQLAnswer<unknown>): string =>
  answer.errors ? String(answer.errors[0]?.extensions?.code) : 'OK';

/** How many answers had each code ('OK' for a success). */
function tally(answers: Array<GraphQLAnswer<unknown>>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[codeOf(answer)] = (counts[codeOf(answer)] ?? 0) + 1;
  return counts;
}

const parallel = <T>(count: number, attempt: (index: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: count }, (_, index) => attempt(index)));

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

describe('log-in', () => {
  it('checks at most five of 300 parallel guesses from one address, and refuses the right password at #101', async () => {
    const email = uniqueEmail('parallel-login');
    await signUp(api.server, email);
    const client = newClient();
    const answers = await parallel(300, (index) =>
      from(client, CompanyLoginDocument, {
        email,
        password: index === 100 ? PASSWORD : `Wrong guess ${index}`,
      }),
    );
    const counts = tally(answers);
    expect((counts.INVALID_CREDENTIALS ?? 0) + (counts.OK ?? 0)).toBeLessThanOrEqual(
      LOGIN_ATTEMPTS_PER_EMAIL.limit,
    );
    expect(counts.RATE_LIMITED).toBeGreaterThanOrEqual(300 - LOGIN_ATTEMPTS_PER_EMAIL.limit);
    expect(codeOf(answers[100]!)).toBe('RATE_LIMITED');
  });

  it('checks at most five guesses at one address sent at once from 100 addresses', async () => {
    const email = uniqueEmail('parallel-login-spread');
    await signUp(api.server, email);
    const answers = await parallel(100, (index) =>
      from(newClient(), CompanyLoginDocument, { email, password: `Wrong guess ${index}` }),
    );
    expect(tally(answers)).toEqual({
      INVALID_CREDENTIALS: LOGIN_ATTEMPTS_PER_EMAIL.limit,
      RATE_LIMITED: 100 - LOGIN_ATTEMPTS_PER_EMAIL.limit,
    });
  });

  it('checks at most thirty guesses at 100 addresses sent at once from one client address', async () => {
    const client = newClient();
    const answers = await parallel(100, (index) =>
      from(client, CompanyLoginDocument, {
        email: uniqueEmail(`spray-${index}`),
        password: 'Guessed pass 1',
      }),
    );
    expect(tally(answers)).toEqual({
      INVALID_CREDENTIALS: LOGIN_ATTEMPTS_PER_CLIENT.limit,
      RATE_LIMITED: 100 - LOGIN_ATTEMPTS_PER_CLIENT.limit,
    });
  });

  it('lets the owner in right after a password reset, though the address was locked', async () => {
    const email = uniqueEmail('reset-unlocks');
    await signUp(api.server, email);
    await parallel(LOGIN_ATTEMPTS_PER_EMAIL.limit + 1, (index) =>
      from(newClient(), CompanyLoginDocument, { email, password: `Wrong guess ${index}` }),
    );
    expect(codeOf(await from(newClient(), CompanyLoginDocument, { email, password: PASSWORD }))).toBe(
      'RATE_LIMITED',
    );
    await from(newClient(), RequestResetPasswordDocument, { email });
    const link = new URL((await mailTo(api.server, email, RESET_LINK)).links[0] ?? '');
    const reset = await from(newClient(), ResetPasswordMutationDocument, {
      email,
      token: link.pathname.split('/').pop() ?? '',
      password: 'Brand new pass 1',
      password_confirmation: 'Brand new pass 1',
    });
    expect(reset.errors).toBeUndefined();
    const login = await from(newClient(), CompanyLoginDocument, { email, password: 'Brand new pass 1' });
    expect(login.data?.CompanyLogin.status).toBe(true);
  });
});

describe('verification codes', () => {
  it('counts at most five guesses of one code sent at once, then the right code is refused', async () => {
    const email = uniqueEmail('parallel-code');
    const { token, code } = await signUp(api.server, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await parallel(40, () =>
      from(newClient(), CompanyEmailVerificationByCodeDocument, { email_validation_code: wrong }, token),
    );
    const counts = tally(answers);
    expect(counts.OK).toBeUndefined();
    expect(counts.CODE_INVALID ?? 0).toBeLessThanOrEqual(EMAIL_CODE_MAX_TRIES - 1);
    const right = await from(
      newClient(),
      CompanyEmailVerificationByCodeDocument,
      { email_validation_code: code },
      token,
    );
    expect(['CODE_BURNED', 'RATE_LIMITED']).toContain(codeOf(right));
  });

  it('caps the guesses of an account per day over all its codes, even with fresh codes', async () => {
    const email = uniqueEmail('daily-tries');
    const { token, code } = await signUp(api.server, email);
    const id = await companyIdOf(email);
    let current = code;
    let guesses = 0;
    while (guesses < EMAIL_CODE_TRIES_PER_DAY.limit) {
      const wrong = current === '000000' ? '111111' : '000000';
      const burst = Math.min(EMAIL_CODE_MAX_TRIES, EMAIL_CODE_TRIES_PER_DAY.limit - guesses);
      const answers = await parallel(burst, () =>
        from(newClient(), CompanyEmailVerificationByCodeDocument, { email_validation_code: wrong }, token),
      );
      expect(answers.every((answer) => ['CODE_INVALID', 'CODE_BURNED'].includes(codeOf(answer)))).toBe(true);
      guesses += burst;
      await cooldownPasses(id);
      expect(codeOf(await from(newClient(), CompanyResendEmailVerificationCodeDocument, {}, token))).toBe(
        'OK',
      );
      current = (await mailTo(api.server, email)).code ?? '';
    }
    const right = await from(
      newClient(),
      CompanyEmailVerificationByCodeDocument,
      { email_validation_code: current },
      token,
    );
    expect(codeOf(right)).toBe('RATE_LIMITED');
  });

  it('sends a code a minute on request, up to the daily number of codes', async () => {
    const email = uniqueEmail('daily-sends');
    const { token } = await signUp(api.server, email);
    const id = await companyIdOf(email);
    // The sign-up's code was the first of the day.
    for (let sent = 1; sent < EMAIL_CODE_SENDS_PER_DAY.limit; sent += 1) {
      await cooldownPasses(id);
      expect(codeOf(await from(newClient(), CompanyResendEmailVerificationCodeDocument, {}, token))).toBe(
        'OK',
      );
    }
    await cooldownPasses(id);
    const over = await from(newClient(), CompanyResendEmailVerificationCodeDocument, {}, token);
    expect(codeOf(over)).toBe('RATE_LIMITED');
    expect(Number(over.errors?.[0]?.extensions?.retry_after)).toBeGreaterThan(60);
    expect(await mailsTo(email)).toBe(EMAIL_CODE_SENDS_PER_DAY.limit);
  });

  it('sends one code for a burst of resends, and never more than the daily number', async () => {
    const email = uniqueEmail('burst-sends');
    const { token } = await signUp(api.server, email);
    const id = await companyIdOf(email);
    let sent = 1;
    for (let burst = 0; burst < EMAIL_CODE_SENDS_PER_DAY.limit + 2; burst += 1) {
      await cooldownPasses(id);
      const answers = await parallel(10, () =>
        from(newClient(), CompanyResendEmailVerificationCodeDocument, {}, token),
      );
      const counts = tally(answers);
      expect(counts.OK ?? 0).toBeLessThanOrEqual(1);
      sent += counts.OK ?? 0;
    }
    expect(sent).toBeLessThanOrEqual(EMAIL_CODE_SENDS_PER_DAY.limit);
    expect(await mailsTo(email)).toBe(sent);
  });
});

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

describe('the current password in settings', () => {
  it('checks at most five current passwords sent at once, and locks the log-in of the address too', async () => {
    const email = uniqueEmail('settings-guess');
    const token = await readyCompany(api.server, email);
    const answers = await parallel(40, (index) =>
      from(
        newClient(),
        CompanyUpdateDataDocument,
        {
          password: `Guess number ${index}`,
          new_password: 'Taken over 99X',
          confirm_password: 'Taken over 99X',
        },
        token,
      ),
    );
    expect(tally(answers)).toEqual({
      WRONG_PASSWORD: LOGIN_ATTEMPTS_PER_EMAIL.limit,
      RATE_LIMITED: 40 - LOGIN_ATTEMPTS_PER_EMAIL.limit,
    });
    expect(codeOf(await from(newClient(), CompanyLoginDocument, { email, password: PASSWORD }))).toBe(
      'RATE_LIMITED',
    );
  });
});
