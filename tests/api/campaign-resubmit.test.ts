/**
 * Edit and resubmit (issue 22): only a rejected campaign opens the wizard on a copy of it (the campaign's
 * transitions say so); the copy is the open draft at the summary with the campaign's answers, and submitting it
 * charges once: the rejected campaign's payment came back in full, so the wallet pays one campaign, not two.
 */
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import { call } from './account-helpers';
import { campaignInput, createCampaignCompany, submitCampaign } from '../support/campaigns';
import {
  CampaignDocument,
  CampaignEditRejectedDocument,
  CampaignDraftDocument,
  DashboardSummaryDocument,
} from '../../src/graphql/generated/graphql';
import type { CampaignDraft } from '../../src/domain/campaign';

const api = serverForTests();

const balanceOf = async (token: string) =>
  (await call(api.server, DashboardSummaryDocument, {}, token)).data!.DashboardSummary.wallet_balance;

describe('edit and resubmit', () => {
  it('opens a rejected campaign as the draft and charges its resubmission once', async () => {
    const owner = await createCampaignCompany(api.server, { balance: 2_000_00 });
    const input = campaignInput(owner, {
      name: 'Autumn night care',
      products: [
        { product_id: owner.products[0]!.id, deals: 2 },
        { product_id: owner.products[1]!.id, deals: 1 },
      ],
      deals: 3,
    });
    const id = await submitCampaign(api.server, owner, input);
    const paid = 2_000_00 - (await balanceOf(owner.token));
    expect(paid).toBeGreaterThan(0);

    // Pending approval: nothing to resubmit yet.
    const early = await call(api.server, CampaignEditRejectedDocument, { id }, owner.token);
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'CAMPAIGN_STATUS' });

    const rejected = await api.server.staff('campaign-reject', { id, reason: 'The brief is unclear' });
    expect(rejected.status).toBe(200);
    expect(await balanceOf(owner.token)).toBe(2_000_00);

    const opened = await call(api.server, CampaignEditRejectedDocument, { id }, owner.token);
    expect(opened.errors).toBeUndefined();
    const draft = (await call(api.server, CampaignDraftDocument, {}, owner.token)).data!.CampaignDraft!;
    expect(draft.revision).toBe(opened.data!.CampaignEditRejected.revision);
    const data = JSON.parse(draft.data) as CampaignDraft;
    const { products, ...rest } = input;
    expect(data).toMatchObject({ ...rest, step: 'summary', payment_method: 'wallet' });
    const byId = (a: { product_id: string }, b: { product_id: string }) =>
      a.product_id.localeCompare(b.product_id);
    expect([...data.products!].sort(byId)).toEqual([...products].sort(byId));

    // The copy, edited and submitted: charged once, the rejected campaign left as it was.
    const { step: _step, payment_method: _method, card_id: _card, ...answers } = data;
    const copy = await submitCampaign(api.server, owner, {
      ...(answers as typeof input),
      name: 'Autumn night care, clearer',
    });
    expect(copy).not.toBe(id);
    expect(await balanceOf(owner.token)).toBe(2_000_00 - paid);
    // Each links to the other: the copy names what it resubmits, the rejected campaign its copy.
    const original = await call(api.server, CampaignDocument, { id }, owner.token);
    expect(original.data!.Campaign).toMatchObject({
      status: 'rejected',
      resubmitted_from: null,
      resubmitted_as: { id: copy, name: 'Autumn night care, clearer', status: 'pending_admin_approval' },
    });
    const again = await call(api.server, CampaignDocument, { id: copy }, owner.token);
    expect(again.data!.Campaign).toMatchObject({
      status: 'pending_admin_approval',
      resubmitted_from: { id, name: 'Autumn night care' },
      resubmitted_as: null,
    });

    // A new campaign started after it copies nothing.
    const fresh = await submitCampaign(api.server, owner, { ...input, name: 'Winter glow' });
    const unrelated = await call(api.server, CampaignDocument, { id: fresh }, owner.token);
    expect(unrelated.data!.Campaign).toMatchObject({ resubmitted_from: null });
  });

  it("refuses a campaign that is not rejected, and another company's as not found", async () => {
    const owner = await createCampaignCompany(api.server, { balance: 2_000_00 });
    const other = await createCampaignCompany(api.server, { balance: 2_000_00 });
    const id = await submitCampaign(api.server, owner, campaignInput(owner));
    expect((await api.server.staff('campaign-approve', { id })).status).toBe(200);
    const active = await call(api.server, CampaignEditRejectedDocument, { id }, owner.token);
    expect(active.errors?.[0]?.extensions).toMatchObject({ code: 'CAMPAIGN_STATUS', status: 'active' });
    const theirs = await submitCampaign(api.server, other, campaignInput(other));
    expect((await api.server.staff('campaign-reject', { id: theirs, reason: 'Unclear' })).status).toBe(200);
    const foreign = await call(api.server, CampaignEditRejectedDocument, { id: theirs }, owner.token);
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect((await call(api.server, CampaignDraftDocument, {}, owner.token)).data!.CampaignDraft).toBeNull();
  });
});
