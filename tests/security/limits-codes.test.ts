/**
 * Every limit holds against parallel requests: each attempt is counted in the database before it is acted on,
 * so a burst of guesses sent at once gets no more checks than the limit allows (issue 10: 300 parallel log-ins,
 * the right password at #101, once got through). Here: verification code tries per code and per day, and
 * code sends per day.
 */
import { describe, expect, it } from 'vitest';
import {
  CompanyEmailVerificationByCodeDocument,
  CompanyResendEmailVerificationCodeDocument,
} from '../../src/graphql/generated/graphql';
import {
  EMAIL_CODE_MAX_TRIES,
  EMAIL_CODE_SENDS_PER_DAY,
  EMAIL_CODE_TRIES_PER_DAY,
} from '../../src/domain/constants';
import { mailTo, signUp, uniqueEmail } from '../api/account-helpers';
import { codeOf, limitsServer, parallel, tally } from './limits-support';

const { api, newClient, from, mailsTo, companyIdOf, cooldownPasses } = limitsServer();

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
