/**
 * A card top-up answers the fee its charge recorded (card_charges.fee_cents), the one the card was charged: the
 * answer never works the fee out again, so a repeat of a charge made under another fee still tells what was paid.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { call, readyCompany, uniqueEmail } from './account-helpers';
import { CardAddDocument, WalletTopUpCardDocument } from '../../src/graphql/generated/graphql';
import { cardCharges } from '../../server/db/schema';
import { cardFee } from '../../src/domain/ledger';

const api = serverForTests();

async function savedCard(token: string): Promise<string> {
  const tokenized = await fetch(`${api.server.url}/gateway/sandbox/payment_methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: new Date().getFullYear() + 3,
      cvc: '123',
    }),
  });
  const { id } = (await tokenized.json()) as { id: string };
  const added = await call(
    api.server,
    CardAddDocument,
    {
      token: id,
      cardholder_name: 'Ada Lovelace',
      address_name: 'Head office',
      address: '12 Baker Street',
      city: 'London',
      state: 'LN',
      country: 'GB',
      zip_code: '10001',
    },
    token,
  );
  expect(added.errors).toBeUndefined();
  return added.data!.CardAdd.id;
}

describe('the fee of a card top-up', () => {
  it('is the one its charge recorded, also when the same key is sent again', async () => {
    const token = await readyCompany(api.server, uniqueEmail('fee'));
    const card = await savedCard(token);
    const idempotency_key = randomUUID();
    const variables = { amount: 250_00, card_id: card, idempotency_key };
    const first = await call(api.server, WalletTopUpCardDocument, variables, token);
    expect(first.data?.WalletTopUpCard).toMatchObject({ status: true, fee: cardFee(250_00) });
    // As if the charge had been made when the fee was another: its row is what the card was charged.
    const { db } = api.server.app.services;
    await db
      .update(cardCharges)
      .set({ fee_cents: 7_77 })
      .where(eq(cardCharges.idempotency_key, idempotency_key));
    const again = await call(api.server, WalletTopUpCardDocument, variables, token);
    expect(again.data?.WalletTopUpCard).toMatchObject({ status: true, amount: 250_00, fee: 7_77 });
  });
});
