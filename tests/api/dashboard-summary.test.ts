/**
 * The dashboard's story (issue 23): what needs the company (rejected campaigns, content to review) and its figures
 * of the month (spent on campaigns, content received), each counted in the calendar month only and of the company
 * only.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import { hire } from '../support/deal-calls';
import { call } from './account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator, type Brand } from '../support/deals';
import { campaigns, contentItems, ledgerPostings, ledgerTransactions } from '../../server/db/schema';
import { ledgerAccount } from '../../server/services/ledger';
import { DashboardSummaryDocument } from '../../src/graphql/generated/graphql';

const api = serverForTests();

async function summary(brand: Brand) {
  const answer = await call(api.server, DashboardSummaryDocument, {}, brand.token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.DashboardSummary;
}

/** Mid-month of the month before the server's clock. */
function lastMonth(): Date {
  const now = api.server.app.services.clock.now();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
}

/** A movement written as it was last month: money put in, then paid for a campaign. */
async function paidLastMonth(brand: Brand, cents: number) {
  const { db } = api.server.app.services;
  const at = lastMonth();
  await db.transaction(async (tx) => {
    for (const [kind, sign] of [
      ['opening_balance', 1],
      ['campaign_charge', -1],
    ] as const) {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ company_id: brand.companyId, kind, idempotency_key: randomUUID(), created_at: at })
        .returning();
      await tx.insert(ledgerPostings).values([
        {
          transaction_id: row!.id,
          account: ledgerAccount.wallet(brand.companyId),
          amount_cents: sign * cents,
        },
        { transaction_id: row!.id, account: ledgerAccount.openingBalances, amount_cents: -sign * cents },
      ]);
    }
  });
}

describe('DashboardSummary', () => {
  it("counts this month's campaign spend and content, what needs the company, and nothing of another", async () => {
    const { server } = api;
    const { db } = server.app.services;
    const brand = await brandCompany(server, 'dashboard-story');
    const other = await brandCompany(server, 'dashboard-story-other');
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 1 });
    await paidLastMonth(brand, 7_00);
    await db.insert(campaigns).values({
      company_id: brand.companyId,
      brand_id: brand.brandId,
      name: 'Sent back by staff',
      kind: 'ugc_image',
      status: 'rejected',
      payment_method: 'wallet',
      deals_total: 1,
      total_cents: 1000,
    });
    const creator = await testCreator(server, { name: 'Story Teller' });
    const deal = await hire(server, brand, campaign.id, productId, creator.id);
    const item = (status: string, created_at: Date) => ({
      company_id: brand.companyId,
      deal_id: deal.id,
      campaign_id: campaign.id,
      brand_id: brand.brandId,
      creator_id: creator.id,
      product_id: productId,
      kind: 'image',
      status,
      file_name: 'story.jpg',
      content_type: 'image/jpeg',
      size: 1000,
      file: `content/${randomUUID()}`,
      thumbnail: `content/${randomUUID()}`,
      width: 10,
      height: 10,
      created_at,
    });
    const now = server.app.services.clock.now();
    await db
      .insert(contentItems)
      .values([
        item('pending_approval', now),
        item('created', now),
        item('bought', lastMonth()),
        item('pending_approval', lastMonth()),
      ]);

    expect(await summary(brand)).toMatchObject({
      campaigns: 2,
      campaigns_rejected: 1,
      content_to_review: 2,
      content_received: 2,
      // This month's charge only: last month's $7.00 is not this month's spend.
      spent_this_month: campaign.total,
    });
    expect(await summary(other)).toMatchObject({
      campaigns: 0,
      campaigns_rejected: 0,
      content_to_review: 0,
      content_received: 0,
      spent_this_month: 0,
    });
  });
});
