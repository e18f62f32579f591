/**
 * Wallet top-ups over HTTP (issue 12): by card with the 4% fee, declines that move nothing, one charge per key and
 * the amount limits; by wire with a unique reference, pending until staff confirm it once, with what arrived.
 */
import { describe, expect, it } from 'vitest';
import { call, errorOf } from './account-helpers';
import {
  BillingHistoryDocument,
  CompanyDataDocument,
  WalletOverviewDocument,
  WireTopUpRequestDocument,
} from '../../src/graphql/generated/graphql';
import { key, moneyServer } from './money-helpers';

const { api, cardId, company, topUp, balance } = moneyServer();

describe('card top-ups', () => {
  it('puts $100.00 into the wallet and charges the card $104.00; the same key again charges nothing', async () => {
    const token = await company();
    const card = await cardId(token);
    const idempotency_key = key();
    const first = await topUp(token, card, 10_000, idempotency_key);
    expect(first.data!.WalletTopUpCard).toMatchObject({
      status: true,
      amount: 10_000,
      fee: 400,
      balance: 10_000,
    });
    const again = await topUp(token, card, 10_000, idempotency_key);
    expect(again.data!.WalletTopUpCard).toMatchObject({ status: true, balance: 10_000 });
    expect(again.data!.WalletTopUpCard.entry_id).toBe(first.data!.WalletTopUpCard.entry_id);
    expect(await balance(token)).toBe(10_000);
    const history = await call(api.server, BillingHistoryDocument, {}, token);
    expect(history.data!.BillingHistory.items).toHaveLength(1);
    expect(history.data!.BillingHistory.items[0]).toMatchObject({
      kind: 'card_top_up',
      method: 'card',
      amount: 10_000,
      fee: 400,
      balance: 10_000,
      card_brand: 'visa',
      card_last4: '4242',
      has_receipt: true,
    });
  });

  it('refuses a key sent again with another amount', async () => {
    const token = await company();
    const card = await cardId(token);
    const idempotency_key = key();
    await topUp(token, card, 10_000, idempotency_key);
    expect(errorOf(await topUp(token, card, 20_000, idempotency_key)).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balance(token)).toBe(10_000);
  });

  it('tells a declined charge in its code and moves nothing', async () => {
    const token = await company();
    const card = await cardId(token, '4000000000000341');
    const answer = await topUp(token, card, 5_000);
    expect(answer.data!.WalletTopUpCard).toMatchObject({
      status: false,
      decline_code: 'card_declined',
      balance: 0,
    });
    expect(await balance(token)).toBe(0);
    expect((await call(api.server, BillingHistoryDocument, {}, token)).data!.BillingHistory.total).toBe(0);
  });

  it('refuses amounts below the minimum and above the maximum', async () => {
    const token = await company();
    const card = await cardId(token);
    expect(errorOf(await topUp(token, card, 999)).extensions.fields).toMatchObject({
      amount: { code: 'min' },
    });
    expect(errorOf(await topUp(token, card, 1_000_001)).extensions.fields).toMatchObject({
      amount: { code: 'max' },
    });
  });
});

describe('wire top-ups', () => {
  it('gives a unique reference, stays pending, and staff confirm it once', async () => {
    const token = await company();
    const idempotency_key = key();
    const request = await call(
      api.server,
      WireTopUpRequestDocument,
      { amount: 250_000, idempotency_key },
      token,
    );
    const wire = request.data!.WireTopUpRequest;
    expect(wire.reference).toMatch(/^CH-[2-9A-HJKMNP-Z]{8}$/);
    expect(wire.status).toBe('pending');
    const repeat = await call(
      api.server,
      WireTopUpRequestDocument,
      { amount: 250_000, idempotency_key },
      token,
    );
    expect(repeat.data!.WireTopUpRequest.reference).toBe(wire.reference);
    const overview = await call(api.server, WalletOverviewDocument, {}, token);
    expect(overview.data!.WalletOverview.pending_wires.map((pending) => pending.reference)).toEqual([
      wire.reference,
    ]);
    expect(overview.data!.WalletOverview.platform_bank.routing_number).toMatch(/^\d{9}$/);

    const list = await api.server.staff('wire-list');
    expect((list.body.wires as Array<{ reference: string }>).map((row) => row.reference)).toContain(
      wire.reference,
    );
    const [first, second] = await Promise.all([
      api.server.staff('wire-confirm', { reference: wire.reference.toLowerCase() }),
      api.server.staff('wire-confirm', { reference: wire.reference }),
    ]);
    expect([first.body.already, second.body.already].sort()).toEqual([false, true]);
    expect(await balance(token)).toBe(250_000);
    const after = await call(api.server, WalletOverviewDocument, {}, token);
    expect(after.data!.WalletOverview.pending_wires).toEqual([]);
    expect(after.data!.WalletOverview.recent[0]).toMatchObject({
      kind: 'wire_top_up',
      method: 'wire',
      amount: 250_000,
      fee: 0,
      description: wire.reference,
    });
    const shown = await api.server.staff('wallet', {
      email: (await call(api.server, CompanyDataDocument, {}, token)).data!.CompanyData.email,
    });
    expect(shown.body.balance).toBe(250_000);
  });

  it('credits what arrived when staff give another amount', async () => {
    const token = await company();
    const request = await call(
      api.server,
      WireTopUpRequestDocument,
      { amount: 100_000, idempotency_key: key() },
      token,
    );
    const confirmed = await api.server.staff('wire-confirm', {
      reference: request.data!.WireTopUpRequest.reference,
      amount: '999.50',
    });
    expect(confirmed.body).toMatchObject({ amount: 99_950, balance: 99_950 });
    expect((await api.server.staff('wire-confirm', { reference: 'CH-ZZZZZZZZ' })).status).toBe(404);
  });
});
