import { describe, expect, it } from 'vitest';
import { brandOf, createSandboxGateway, luhnValid } from './sandbox';

const gateway = createSandboxGateway('test secret');
const now = new Date('2026-11-25T12:00:00Z');
const card = (number: string, extra: Partial<{ exp_month: number; exp_year: number; cvc: string }> = {}) =>
  gateway.tokenize({ number, exp_month: 12, exp_year: 2030, cvc: '123', ...extra }, now);

async function attachAndCharge(number: string, amount = 10_400, key = 'key-1') {
  const tokenized = card(number);
  if (!tokenized.ok) return { stage: 'tokenize', decline: tokenized.decline };
  const attached = await gateway.attach(tokenized.method.id);
  if (!attached.ok) return { stage: 'attach', decline: attached.decline };
  const charged = await gateway.charge({
    paymentMethod: attached.method.id,
    amount,
    idempotencyKey: key,
    description: 'test',
  });
  return charged.ok
    ? { stage: 'charged', charge: charged.charge }
    : { stage: 'charge', decline: charged.decline };
}

describe('the sandbox gateway', () => {
  it('charges 4242 4242 4242 4242, showing only its brand, last 4 and expiry', async () => {
    const tokenized = card('4242 4242 4242 4242');
    expect(tokenized).toMatchObject({
      ok: true,
      method: { card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
    });
    expect(JSON.stringify(tokenized)).not.toMatch(/4242424242424242|424242/);
    expect(await attachAndCharge('4242424242424242')).toMatchObject({
      stage: 'charged',
      charge: { amount: 10_400 },
    });
  });

  it("answers Stripe's decline cards when they are attached", async () => {
    expect(await attachAndCharge('4000000000000002')).toEqual({ stage: 'attach', decline: 'card_declined' });
    expect(await attachAndCharge('4000000000009995')).toEqual({
      stage: 'attach',
      decline: 'insufficient_funds',
    });
    expect(await attachAndCharge('4000000000000069')).toEqual({ stage: 'attach', decline: 'expired_card' });
    expect(await attachAndCharge('4000000000000127')).toEqual({ stage: 'attach', decline: 'incorrect_cvc' });
    expect(await attachAndCharge('4000000000000119')).toEqual({
      stage: 'attach',
      decline: 'processing_error',
    });
    expect(await attachAndCharge('4000000000000341')).toEqual({ stage: 'charge', decline: 'card_declined' });
  });

  it('declines a real card number in test mode', async () => {
    // A Luhn-valid number that is not one of the test cards.
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(await attachAndCharge('4111111111111111')).toEqual({ stage: 'attach', decline: 'card_declined' });
  });

  it('checks the number, the expiry and the CVC when tokenizing', () => {
    expect(card('4242424242424241')).toEqual({ ok: false, decline: 'incorrect_number' });
    expect(card('4242')).toEqual({ ok: false, decline: 'incorrect_number' });
    expect(card('4242424242424242', { exp_month: 13 })).toEqual({
      ok: false,
      decline: 'invalid_expiry_month',
    });
    expect(card('4242424242424242', { exp_year: 2025 })).toEqual({
      ok: false,
      decline: 'invalid_expiry_year',
    });
    expect(card('4242424242424242', { exp_month: 10, exp_year: 2026 })).toEqual({
      ok: false,
      decline: 'invalid_expiry_month',
    });
    expect(card('4242424242424242', { exp_month: 11, exp_year: 26 })).toMatchObject({ ok: true });
    expect(card('4242424242424242', { cvc: '12' })).toEqual({ ok: false, decline: 'incorrect_cvc' });
    expect(card('378282246310005', { cvc: '123' })).toEqual({ ok: false, decline: 'incorrect_cvc' });
    expect(card('378282246310005', { cvc: '1234' })).toMatchObject({
      ok: true,
      method: { card: { brand: 'amex' } },
    });
  });

  it('tells the card networks apart', () => {
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('3566002020360505')).toBe('jcb');
    expect(brandOf('36227206271667')).toBe('diners');
    expect(brandOf('6200000000000005')).toBe('unionpay');
  });

  it('makes one charge of one idempotency key, after a restart too', async () => {
    const first = await attachAndCharge('4242424242424242', 5_000, 'same-key');
    const again = await attachAndCharge('4242424242424242', 5_000, 'same-key');
    const restarted = createSandboxGateway('test secret');
    const tokenized = restarted.tokenize({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    const afterRestart = tokenized.ok
      ? await restarted.charge({
          paymentMethod: tokenized.method.id,
          amount: 5_000,
          idempotencyKey: 'same-key',
          description: '',
        })
      : null;
    expect(first).toMatchObject({ stage: 'charged' });
    expect(again).toEqual(first);
    expect(afterRestart).toMatchObject({
      ok: true,
      charge: { id: (first as { charge: { id: string } }).charge.id },
    });
    const other = await attachAndCharge('4242424242424242', 5_000, 'other-key');
    expect(other).not.toEqual(first);
  });

  it('refunds a charge, whole or in part, never more than it was', async () => {
    const charged = await attachAndCharge('4242424242424242', 2_000, 'refund-me');
    const chargeId = (charged as { charge: { id: string } }).charge.id;
    expect(await gateway.refund({ charge: chargeId, idempotencyKey: 'r1' })).toMatchObject({
      ok: true,
      refund: { charge: chargeId, amount: 2_000 },
    });
    expect(await gateway.refund({ charge: chargeId, amount: 500, idempotencyKey: 'r2' })).toMatchObject({
      ok: true,
      refund: { amount: 500 },
    });
    expect(await gateway.refund({ charge: chargeId, amount: 2_001, idempotencyKey: 'r3' })).toEqual({
      ok: false,
      reason: 'amount_too_large',
    });
    expect(await gateway.refund({ charge: 'ch_forged.abc', idempotencyKey: 'r4' })).toEqual({
      ok: false,
      reason: 'unknown_charge',
    });
  });

  it('refuses a token it did not make', async () => {
    const tokenized = card('4000000000000002');
    if (!tokenized.ok) throw new Error('tokenizing failed');
    const [payload] = tokenized.method.id.slice(3).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `pm_${Buffer.from(JSON.stringify({ ...claims, o: 'succeeds' })).toString('base64url')}.${tokenized.method.id.split('.')[1]}`;
    expect(await gateway.attach(forged)).toEqual({ ok: false, decline: 'card_declined' });
    const genuine = card('4242424242424242');
    if (!genuine.ok) throw new Error('tokenizing failed');
    expect(await createSandboxGateway('another secret').attach(genuine.method.id)).toEqual({
      ok: false,
      decline: 'card_declined',
    });
  });
});
