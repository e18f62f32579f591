/**
 * The wallet's wire arrivals (issue 24): asked by reference, a wire staff confirmed is answered with what arrived
 * and how short, however many movements came after it; a wire still on its way, or another company's, answers
 * nothing; asking about too many wires at once is refused with a coded error.
 */
import { describe, expect, it } from 'vitest';
import { call, errorOf } from './account-helpers';
import { WalletOverviewDocument, WireTopUpRequestDocument } from '../../src/graphql/generated/graphql';
import { WALLET_RECENT_ACTIVITY, WIRE_ARRIVALS_MAX } from '../../src/domain/billing';
import { key, moneyServer } from './money-helpers';

const { api, cardId, company, topUp } = moneyServer();

async function requestWire(token: string, amount: number): Promise<string> {
  const answer = await call(api.server, WireTopUpRequestDocument, { amount, idempotency_key: key() }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.WireTopUpRequest.reference;
}

describe('wire arrivals in the wallet', () => {
  it('finds a confirmed wire by its reference after more movements than the wallet lists', async () => {
    const token = await company();
    const reference = await requestWire(token, 100_000);
    const waiting = await requestWire(token, 50_000);
    const confirmed = await api.server.staff('wire-confirm', { reference, amount: '900.00' });
    expect(confirmed.status).toBe(200);
    const card = await cardId(token);
    for (let index = 0; index <= WALLET_RECENT_ACTIVITY; index += 1)
      expect((await topUp(token, card, 1_000 + index, key())).errors).toBeUndefined();

    const answer = await call(api.server, WalletOverviewDocument, { wires: [reference, waiting] }, token);
    expect(answer.errors).toBeUndefined();
    const overview = answer.data!.WalletOverview;
    // The wire is no longer among the latest movements, and is still found.
    expect(overview.recent.some((entry) => entry.reference === reference)).toBe(false);
    expect(overview.wire_arrivals).toEqual([{ reference, amount: 90_000, short: 10_000 }]);
  });

  it("answers nothing of another company's wire, and refuses too many references", async () => {
    const owner = await company();
    const reference = await requestWire(owner, 20_000);
    expect((await api.server.staff('wire-confirm', { reference })).status).toBe(200);
    const stranger = await company();
    const theirs = await call(api.server, WalletOverviewDocument, { wires: [reference] }, stranger);
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data!.WalletOverview.wire_arrivals).toEqual([]);
    const mine = await call(api.server, WalletOverviewDocument, { wires: [reference] }, owner);
    expect(mine.data!.WalletOverview.wire_arrivals).toEqual([{ reference, amount: 20_000, short: 0 }]);

    const many = Array.from({ length: WIRE_ARRIVALS_MAX + 1 }, () => reference);
    const refused = await call(api.server, WalletOverviewDocument, { wires: many }, owner);
    expect(errorOf(refused).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { wires: { code: 'maxItems', params: { max: WIRE_ARRIVALS_MAX } } },
    });
  });
});
