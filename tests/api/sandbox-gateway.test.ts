/**
 * The sandbox gateway's tokenization route over HTTP, as the browser's payment form calls it: a token for a good
 * card, Stripe's error codes for a mistyped one, JSON only, and never the number in an answer.
 */
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';

const api = serverForTests();

async function tokenize(body: unknown, contentType = 'application/json') {
  const response = await fetch(`${api.server.url}/gateway/sandbox/payment_methods`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

describe('the sandbox gateway’s tokenization route', () => {
  it('answers a payment method token and what may be shown of the card', async () => {
    const answer = await tokenize({
      number: '4242 4242 4242 4242',
      exp_month: 4,
      exp_year: 2031,
      cvc: '314',
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({
      id: expect.stringMatching(/^pm_/),
      card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 },
    });
    expect(answer.text).not.toMatch(/\d{13,19}/);
  });

  it('answers 402 with the code of what was typed wrong, without the number', async () => {
    const wrong = await tokenize({ number: '4242 4242 4242 4241', exp_month: 4, exp_year: 2031, cvc: '314' });
    expect(wrong).toEqual({ status: 402, text: JSON.stringify({ error: { code: 'incorrect_number' } }) });
    const past = await tokenize({ number: '4242424242424242', exp_month: 4, exp_year: 2020, cvc: '314' });
    expect(JSON.parse(past.text)).toEqual({ error: { code: 'invalid_expiry_year' } });
  });

  it('takes JSON only and POST only', async () => {
    expect((await tokenize('number=4242424242424242', 'application/x-www-form-urlencoded')).status).toBe(415);
    const get = await fetch(`${api.server.url}/gateway/sandbox/payment_methods`);
    expect(get.status).toBe(405);
  });
});
