/**
 * Shared steps of the money API tests (tests/api/money-*.test.ts): a ready company, cards tokenized by the sandbox
 * gateway and added with a billing address, card top-ups under an idempotency key, and the wallet's balance.
 */
import { expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { serverForTests } from '../support/server';
import { call, readyCompany, uniqueEmail } from './account-helpers';
import {
  CardAddDocument,
  CompanyDataDocument,
  WalletTopUpCardDocument,
} from '../../src/graphql/generated/graphql';

export const key = () => randomUUID();

export const ADDRESS = {
  cardholder_name: 'Ada Lovelace',
  address_name: 'Head office',
  address: '12 Baker Street',
  city: 'London',
  state: 'LN',
  country: 'GB',
  zip_code: '10001',
};

/** The real server for one money test file, and the steps that call it. Call it at the top of the file. */
export function moneyServer() {
  const api = serverForTests();

  async function tokenize(
    number: string,
    cvc = '123',
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${api.server.url}/gateway/sandbox/payment_methods`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function addCard(token: string, number = '4242424242424242') {
    const tokenized = await tokenize(number);
    expect(tokenized.status).toBe(200);
    return call(api.server, CardAddDocument, { token: String(tokenized.body.id), ...ADDRESS }, token);
  }

  async function cardId(token: string, number?: string): Promise<string> {
    const answer = await addCard(token, number);
    expect(answer.errors).toBeUndefined();
    return answer.data!.CardAdd.id;
  }

  const company = () => readyCompany(api.server, uniqueEmail('money'));

  async function topUp(token: string, card: string, amount: number, idempotency_key = key()) {
    return call(api.server, WalletTopUpCardDocument, { amount, card_id: card, idempotency_key }, token);
  }

  async function balance(token: string): Promise<number> {
    const answer = await call(api.server, CompanyDataDocument, {}, token);
    return answer.data!.CompanyData.wallet.balance;
  }

  return { api, tokenize, addCard, cardId, company, topUp, balance };
}
