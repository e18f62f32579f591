/**
 * Amounts past 32 bits. Probed: 22 wires of $1,000,000 confirmed made a balance past GraphQL's Int (2^31 - 1
 * cents), and CompanyData, WalletOverview, DashboardSummary and BillingHistory answered INTERNAL_SERVER_ERROR, so
 * the web app could not start for that company. Every amount of money is now the Cents scalar, exact to 2^53, which
 * refuses what is not a whole number of cents in that range.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import { call, errorOf, readyCompany, uniqueEmail } from '../api/account-helpers';
import {
  BillingHistoryDocument,
  CompanyDataDocument,
  DashboardSummaryDocument,
  WalletOverviewDocument,
  WireTopUpRequestDocument,
} from '../../src/graphql/generated/graphql';
import { WIRE_TOP_UP_MAX_CENTS } from '../../src/domain/billing';

const api = serverForTests();
const WIRES = 22;

describe('a wallet past 2^31 cents', () => {
  it('is answered exactly by every query the web app starts with', async () => {
    const token = await readyCompany(api.server, uniqueEmail('millions'));
    for (let wire = 0; wire < WIRES; wire += 1) {
      const requested = await call(
        api.server,
        WireTopUpRequestDocument,
        { amount: WIRE_TOP_UP_MAX_CENTS, idempotency_key: randomUUID() },
        token,
      );
      expect(requested.errors).toBeUndefined();
      const confirmed = await api.server.staff('wire-confirm', {
        reference: requested.data!.WireTopUpRequest.reference,
      });
      expect(confirmed.status).toBe(200);
    }
    const balance = WIRES * WIRE_TOP_UP_MAX_CENTS;
    expect(balance).toBeGreaterThan(2 ** 31);

    const company = await call(api.server, CompanyDataDocument, {}, token);
    expect(company.errors).toBeUndefined();
    expect(company.data!.CompanyData.wallet.balance).toBe(balance);
    const wallet = await call(api.server, WalletOverviewDocument, {}, token);
    expect(wallet.errors).toBeUndefined();
    expect(wallet.data!.WalletOverview.balance).toBe(balance);
    const dashboard = await call(api.server, DashboardSummaryDocument, {}, token);
    expect(dashboard.errors).toBeUndefined();
    expect(dashboard.data!.DashboardSummary.wallet_balance).toBe(balance);
    const billing = await call(api.server, BillingHistoryDocument, { page_size: 100 }, token);
    expect(billing.errors).toBeUndefined();
    expect(billing.data!.BillingHistory.total).toBe(WIRES);
    expect(billing.data!.BillingHistory.items[0]!.balance).toBe(balance);
  });
});

describe('the Cents scalar', () => {
  it.each([
    ['a fraction of a cent', 1_000.5],
    ['a number past 2^53', 2 ** 53],
    ['text', '1000'],
  ])('refuses %s as an amount', async (_what, amount) => {
    const token = await readyCompany(api.server, uniqueEmail('cents'));
    const answer = await api.server.gql(
      'mutation($amount: Cents!, $key: String!) { WireTopUpRequest(amount: $amount, idempotency_key: $key) { id } }',
      { amount, key: randomUUID() },
      token,
    );
    expect(errorOf(answer).code).toBe('BAD_USER_INPUT');
  });

  it('refuses a literal past 2^53 written in the query', async () => {
    const token = await readyCompany(api.server, uniqueEmail('cents'));
    const answer = await api.server.gql(
      `mutation { WireTopUpRequest(amount: 9007199254740993, idempotency_key: "${randomUUID()}") { id } }`,
      {},
      token,
    );
    expect(errorOf(answer).code).toBe('BAD_USER_INPUT');
  });
});
