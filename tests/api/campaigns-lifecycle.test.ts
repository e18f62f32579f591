/**
 * A campaign after submission, over HTTP (issue 13): staff approve or reject it; the brand pauses, resumes and
 * deactivates it, with the unused slots refunded to the wallet; and the listing shows one tab at a time with every
 * count, sorted, paged and searched.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, errorOf } from './account-helpers';
import { campaignOf, campaignsServer, totalOf } from './campaigns-helpers';
import {
  CampaignDeactivateDocument,
  CampaignPauseDocument,
  CampaignResumeDocument,
  CampaignsDocument,
  CampaignSpendDocument,
} from '../../src/graphql/generated/graphql';
import { ledgerTransactions } from '../../server/db/schema';
import { moveWallet } from '../support/ledger';

const { api, company, submit, services, wallet } = campaignsServer();

describe('after submission', () => {
  it('staff approve; the brand pauses, resumes and deactivates, with the unused slots refunded to the wallet', async () => {
    const owner = await company();
    await moveWallet(services(), owner.id, 2_000_00);
    const input = campaignOf(owner);
    const id = (await submit(owner, input)).data!.CampaignSubmit.id;
    expect(
      (await call(api.server, CampaignPauseDocument, { id }, owner.token)).errors![0]!.extensions!.code,
    ).toBe('CAMPAIGN_STATUS');
    expect((await api.server.staff('campaign-approve', { id })).status).toBe(200);
    expect((await api.server.staff('campaign-approve', { id })).status).toBe(409);
    const listed = await api.server.staff('campaigns', { status: 'active' });
    expect((listed.body.campaigns as Array<{ id: string }>).map((row) => row.id)).toContain(id);
    expect(
      (await call(api.server, CampaignPauseDocument, { id }, owner.token)).data!.CampaignPause.status,
    ).toBe('paused');
    expect(
      (await call(api.server, CampaignResumeDocument, { id }, owner.token)).data!.CampaignResume.status,
    ).toBe('active');
    expect((await api.server.staff('campaign-pause', { id })).status).toBe(200);
    expect((await api.server.staff('campaign-resume', { id })).status).toBe(200);
    const spend = await call(api.server, CampaignSpendDocument, {}, owner.token);
    expect(spend.data!.CampaignSpend).toEqual({ active: 1, spent: totalOf(input) });
    const deactivated = await call(api.server, CampaignDeactivateDocument, { id }, owner.token);
    expect(deactivated.data!.CampaignDeactivate).toMatchObject({
      status: 'deactivated',
      refunded: totalOf(input),
    });
    expect(await wallet(owner)).toBe(2_000_00);
    const [refund] = await services()
      .db.select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.company_id, owner.id), eq(ledgerTransactions.kind, 'campaign_refund')),
      );
    expect(refund!.detail).toMatchObject({ reason: 'deactivated', unused_deals: 4, deals_total: 4 });
  });

  it('a rejection from the wallet refunds it in full', async () => {
    const owner = await company();
    await moveWallet(services(), owner.id, 2_000_00);
    const id = (await submit(owner, campaignOf(owner))).data!.CampaignSubmit.id;
    expect((await api.server.staff('campaign-reject', { id })).status).toBe(400);
    expect((await api.server.staff('campaign-reject', { id, reason: 'Not allowed' })).status).toBe(200);
    expect(await wallet(owner)).toBe(2_000_00);
  });

  it('lists one tab at a time with every count, sorted and paged, and searches every tab', async () => {
    const owner = await company(1);
    await moveWallet(services(), owner.id, 100_000_00);
    const names = ['Alpha launch', 'Bravo launch', 'Charlie promo'];
    const ids: string[] = [];
    for (const name of names)
      ids.push((await submit(owner, campaignOf(owner, { name }))).data!.CampaignSubmit.id);
    await api.server.staff('campaign-approve', { id: ids[0] });
    const pending = await call(
      api.server,
      CampaignsDocument,
      { tab: 'pending_admin_approval', sort: 'name', page_size: 1, page: 2 },
      owner.token,
    );
    expect(pending.data!.Campaigns).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(pending.data!.Campaigns.items.map((row) => row.name)).toEqual(['Charlie promo']);
    expect(pending.data!.Campaigns.tabs).toEqual([
      { tab: 'active', count: 1 },
      { tab: 'paused', count: 0 },
      { tab: 'completed', count: 0 },
      { tab: 'pending_admin_approval', count: 2 },
      { tab: 'rejected', count: 0 },
      { tab: 'closed', count: 0 },
    ]);
    // A search looks through every tab: the active launch too.
    const searched = await call(
      api.server,
      CampaignsDocument,
      { tab: 'pending_admin_approval', search: 'launch' },
      owner.token,
    );
    expect(searched.data!.Campaigns.items.map((row) => row.name)).toEqual(['Bravo launch', 'Alpha launch']);
    expect(searched.data!.Campaigns.items[0]).toMatchObject({
      brand: { name: 'Acme' },
      products: [{ deals: 4, product: { name: 'Glow serum 1' } }],
      deals: 4,
      deals_hired: 0,
    });
    const bad = await call(api.server, CampaignsDocument, { tab: 'drafts' }, owner.token);
    expect(errorOf(bad).code).toBe('BAD_USER_INPUT');
  });
});
