/**
 * Card testing (trying stolen numbers one after another) is stopped before the gateway is asked: declined card
 * attempts are limited per company, per saved card and per client address, and the public tokenization route per
 * client address, each counted first in the database (src/domain/constants.ts). Cards that go through count
 * nothing, so a company that pays is never stopped.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { callWith, errorOf, readyCompany, uniqueEmail } from '../api/account-helpers';
import { CARD_HOLDER, savedCard } from './money-support';
import { cardCharges } from '../../server/db/schema';
import {
  CARD_DECLINES_PER_CARD,
  CARD_DECLINES_PER_CLIENT,
  CARD_DECLINES_PER_COMPANY,
  CARD_TOKENIZATIONS_PER_CLIENT,
} from '../../src/domain/constants';
import { CardAddDocument, CardsDocument, WalletTopUpCardDocument } from '../../src/graphql/generated/graphql';

const api = serverForTests();

const address = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

async function tokenize(number: string, from = address()) {
  return fetch(`${api.server.url}/gateway/sandbox/payment_methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' }),
  });
}

/** CardAdd of a freshly tokenized number, from a client address. */
async function addCard(token: string, number: string, from = address()) {
  const tokenized = (await (await tokenize(number, from)).json()) as { id: string };
  return callWith(
    api.server,
    CardAddDocument,
    { token: tokenized.id, ...CARD_HOLDER },
    { authorization: `Bearer ${token}`, 'x-forwarded-for': from },
  );
}

const topUp = (token: string, cardId: string) =>
  callWith(
    api.server,
    WalletTopUpCardDocument,
    { amount: 50_00, card_id: cardId, idempotency_key: randomUUID() },
    { authorization: `Bearer ${token}`, 'x-forwarded-for': address() },
  );

describe('card testing', () => {
  it("stops a company's declined cards at its limit, its good cards too, and no other company", async () => {
    const token = await readyCompany(api.server, uniqueEmail('card-tester'));
    for (let index = 0; index < CARD_DECLINES_PER_COMPANY.limit; index += 1)
      expect(errorOf(await addCard(token, '4000000000000002')).code).not.toBe('RATE_LIMITED');
    const stopped = await addCard(token, '4242424242424242');
    expect(errorOf(stopped).code).toBe('RATE_LIMITED');
    expect(stopped.errors?.[0]?.extensions?.retry_after).toBeGreaterThan(0);
    const cards = await callWith(api.server, CardsDocument, {}, { authorization: `Bearer ${token}` });
    expect(cards.data!.Cards).toEqual([]);
    const other = await readyCompany(api.server, uniqueEmail('card-payer'));
    expect((await addCard(other, '4242424242424242')).errors).toBeUndefined();
  });

  it('stops declined charges on one card at its limit, before the gateway; charges that go through count nothing', async () => {
    const token = await readyCompany(api.server, uniqueEmail('card-charges'));
    const declining = await savedCard(api.server, token, '4000000000000341');
    for (let index = 0; index < CARD_DECLINES_PER_CARD.limit; index += 1) {
      const answer = await topUp(token, declining);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.WalletTopUpCard.status).toBe(false);
    }
    expect(errorOf(await topUp(token, declining)).code).toBe('RATE_LIMITED');
    const { db } = api.server.app.services;
    const me = (await db.select().from(cardCharges).where(eq(cardCharges.card_id, declining))).length;
    expect(me).toBe(CARD_DECLINES_PER_CARD.limit);
    // A good card of the same company: more top-ups than any limit, all charged.
    const good = await savedCard(api.server, token);
    for (let index = 0; index < CARD_DECLINES_PER_COMPANY.limit + 2; index += 1) {
      const answer = await topUp(token, good);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.WalletTopUpCard.status).toBe(true);
    }
  });

  it('stops one client address trying declined cards across companies', async () => {
    const from = '203.0.113.77';
    const companies = await Promise.all(
      [1, 2, 3].map((index) => readyCompany(api.server, uniqueEmail(`card-client-${index}`))),
    );
    for (let index = 0; index < CARD_DECLINES_PER_CLIENT.limit; index += 1)
      expect(errorOf(await addCard(companies[index % 3]!, '4000000000000002', from)).code).not.toBe(
        'RATE_LIMITED',
      );
    expect(errorOf(await addCard(companies[0]!, '4242424242424242', from)).code).toBe('RATE_LIMITED');
    expect((await addCard(companies[1]!, '4242424242424242')).errors).toBeUndefined();
  });

  it('limits the public tokenization route per client address', async () => {
    const from = '203.0.113.99';
    for (let index = 0; index < CARD_TOKENIZATIONS_PER_CLIENT.limit; index += 1)
      expect((await tokenize(index % 2 ? '4242424242424242' : '4000000000000002', from)).status).toBe(200);
    const refused = await tokenize('4242424242424242', from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect((await tokenize('4242424242424242')).status).toBe(200);
  });
});
