/**
 * The dashboard summary over HTTP: brands and products counted and the wallet ledger summed, closed to a company
 * that has not verified its e-mail yet.
 */
import { describe, expect, it } from 'vitest';
import { call, errorOf, signUp, uniqueEmail } from './account-helpers';
import { CompanyDataDocument, DashboardSummaryDocument } from '../../src/graphql/generated/graphql';
import { moveWallet } from '../support/ledger';
import { catalogServer } from './catalog-helpers';

const { api, company, brand, product } = catalogServer();

describe('the dashboard summary', () => {
  it('counts brands and products and sums the wallet ledger', async () => {
    const token = await company();
    const empty = await call(api.server, DashboardSummaryDocument, {}, token);
    expect(empty.data?.DashboardSummary).toEqual({
      brands: 0,
      products: 0,
      campaigns: 0,
      wallet_balance: 0,
      campaigns_rejected: 0,
      content_to_review: 0,
      content_received: 0,
      spent_this_month: 0,
    });

    const owner = await brand(token);
    await brand(token, 'Bolt', 'Fast moving goods');
    await product(token, owner.id);
    const me = await call(api.server, CompanyDataDocument, {}, token);
    const companyId = me.data!.CompanyData.id;
    await moveWallet(api.server.app.services, companyId, 50_000);
    await moveWallet(api.server.app.services, companyId, -12_345);
    const summary = await call(api.server, DashboardSummaryDocument, {}, token);
    expect(summary.data?.DashboardSummary).toEqual({
      brands: 2,
      products: 1,
      campaigns: 0,
      wallet_balance: 37_655,
      campaigns_rejected: 0,
      content_to_review: 0,
      content_received: 0,
      spent_this_month: 0,
    });
  });

  it('is closed to a company that has not verified its e-mail yet, as the dashboard is', async () => {
    const { token } = await signUp(api.server, uniqueEmail('fresh'));
    const summary = await call(api.server, DashboardSummaryDocument, {}, token);
    expect(summary.status).toBe(403);
    expect(errorOf(summary).code).toBe('EMAIL_NOT_VERIFIED');
  });
});
