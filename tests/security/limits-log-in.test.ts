/**
 * Every limit holds against parallel requests: each attempt is counted in the database before it is acted on,
 * so a burst of guesses sent at once gets no more checks than the limit allows (issue 10: 300 parallel log-ins,
 * the right password at #101, once got through). Here: log-in per address and per client address, and the
 * current password in settings; a successful reset lifts the log-in lock.
 */
import { describe, expect, it } from 'vitest';
import {
  CompanyLoginDocument,
  CompanyUpdateDataDocument,
  RequestResetPasswordDocument,
  ResetPasswordMutationDocument,
} from '../../src/graphql/generated/graphql';
import { LOGIN_ATTEMPTS_PER_CLIENT, LOGIN_ATTEMPTS_PER_EMAIL } from '../../src/domain/constants';
import { mailTo, PASSWORD, readyCompany, RESET_LINK, signUp, uniqueEmail } from '../api/account-helpers';
import { codeOf, limitsServer, parallel, tally } from './limits-support';

const { api, newClient, from } = limitsServer();

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
