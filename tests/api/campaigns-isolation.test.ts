/**
 * Tenant isolation of campaigns over HTTP (issue 13): another company's campaigns, products, brands, cards and
 * drafts are not found on any operation, and signed-out callers get HTTP 401.
 */
import { describe, expect, it } from 'vitest';
import { call, errorOf } from './account-helpers';
import { campaignOf, campaignsServer, fieldsOf, MISSING_ID } from './campaigns-helpers';
import {
  CampaignDeactivateDocument,
  CampaignDocument,
  CampaignDraftDocument,
  CampaignDraftSaveDocument,
  CampaignPauseDocument,
  CampaignResumeDocument,
  CampaignsDocument,
} from '../../src/graphql/generated/graphql';
import { moveWallet } from '../support/ledger';

const { api, company, submit, services, saveCard, wallet } = campaignsServer();

describe('tenant isolation', () => {
  it("answers another company's campaign as not found on every operation", async () => {
    const owner = await company();
    const other = await company();
    await moveWallet(services(), owner.id, 2_000_00);
    await moveWallet(services(), other.id, 2_000_00);
    const id = (await submit(owner, campaignOf(owner))).data!.CampaignSubmit.id;
    await api.server.staff('campaign-approve', { id });
    expect((await call(api.server, CampaignDocument, { id }, other.token)).data!.Campaign).toBeNull();
    expect(errorOf(await call(api.server, CampaignPauseDocument, { id }, other.token)).code).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await call(api.server, CampaignResumeDocument, { id }, other.token)).code).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await call(api.server, CampaignDeactivateDocument, { id }, other.token)).code).toBe(
      'NOT_FOUND',
    );
    const listed = await call(api.server, CampaignsDocument, { tab: 'active' }, other.token);
    expect(listed.data!.Campaigns.total).toBe(0);
    // Another company's products and brand cannot be put in a campaign.
    const borrowed = await submit(
      other,
      campaignOf(other, {
        brand_id: owner.brandId,
        products: [{ product_id: owner.productIds[0]!, deals: 4 }],
      }),
    );
    expect(fieldsOf(borrowed)).toHaveProperty('products');
    // A saved card of another company cannot pay.
    const card = await saveCard(owner.id);
    const stolen = await submit(other, campaignOf(other), { method: 'card', card: card.id });
    expect(fieldsOf(stolen)).toHaveProperty('card_id');
    // Drafts are each company's own.
    await call(api.server, CampaignDraftSaveDocument, { data: '{"name":"Mine"}', revision: 0 }, owner.token);
    expect((await call(api.server, CampaignDraftDocument, {}, other.token)).data!.CampaignDraft).toBeNull();
    expect(await wallet(other)).toBe(2_000_00);
  });

  it('answers HTTP 401 to signed-out callers', async () => {
    for (const answer of await Promise.all([
      call(api.server, CampaignsDocument, {}),
      call(api.server, CampaignDocument, { id: MISSING_ID }),
      call(api.server, CampaignDraftDocument, {}),
      call(api.server, CampaignPauseDocument, { id: MISSING_ID }),
    ]))
      expect(answer.status).toBe(401);
  });
});
