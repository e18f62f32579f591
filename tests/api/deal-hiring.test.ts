/**
 * Hiring a creator over HTTP (issue 14): targeting, slots, the same creator twice, idempotency and the escrow;
 * and the ledger, which sums to zero after all of it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import { dealOf } from '../support/deal-calls';
import { call, errorOf } from './account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator } from '../support/deals';
import { CampaignHiringDocument, DealHireDocument } from '../../src/graphql/generated/graphql';
import { auditLedger, balanceOf, ledgerAccount } from '../../server/services/ledger';

const api = serverForTests();

describe('hiring', () => {
  it('hires a targeted creator, reserves the itemised cost from the escrow, and refuses the rest', async () => {
    const { server } = api;
    const brand = await brandCompany(server);
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, {
      productIds: [productId],
      deals: 1,
      settings: { genders: ['female'] },
    });
    const creator = await testCreator(server);
    const other = await testCreator(server);
    const male = await testCreator(server, { gender: 'male' });

    const refusedFor = async (creatorId: string, key = randomUUID()) =>
      errorOf(
        await call(
          server,
          DealHireDocument,
          { campaign_id: campaign.id, product_id: productId, creator_id: creatorId, idempotency_key: key },
          brand.token,
        ),
      ).code;
    expect(await refusedFor(male.id)).toBe('DEAL_CREATOR_NOT_TARGETED');

    const key = randomUUID();
    const first = await call(
      server,
      DealHireDocument,
      { campaign_id: campaign.id, product_id: productId, creator_id: creator.id, idempotency_key: key },
      brand.token,
    );
    expect(first.errors).toBeUndefined();
    const deal = first.data!.DealHire;
    expect(deal.status).toBe('hired');
    expect(deal.awaiting).toBe('creator');
    expect(deal.due_outcome).toBe('cancel');
    // The same key answers the same deal, and moves no money twice.
    const again = await call(
      server,
      DealHireDocument,
      { campaign_id: campaign.id, product_id: productId, creator_id: creator.id, idempotency_key: key },
      brand.token,
    );
    expect(again.data?.DealHire.id).toBe(deal.id);
    expect(await refusedFor(other.id, key)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await refusedFor(creator.id)).toBe('DEAL_CREATOR_ALREADY_HIRED');
    expect(await refusedFor(other.id)).toBe('DEAL_NO_SLOTS_LEFT');

    const full = await dealOf(server, brand, deal.id);
    const { db } = server.app.services;
    expect(await balanceOf(db, `deal:${deal.id}`)).toBe(full.cost.total);
    expect(await balanceOf(db, ledgerAccount.campaign(campaign.id))).toBe(campaign.total - full.cost.total);

    const hiring = await call(server, CampaignHiringDocument, { campaign_id: campaign.id }, brand.token);
    expect(hiring.data?.CampaignHiring).toMatchObject({
      deals: 1,
      hired: 1,
      slots_left: 0,
      can_hire: false,
      hired_creator_ids: [creator.id],
      genders: ['female'],
    });
  });

  it('refuses hiring on a campaign that is not active', async () => {
    const { server } = api;
    const brand = await brandCompany(server);
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId], status: 'paused' });
    const creator = await testCreator(server);
    const answer = await call(
      server,
      DealHireDocument,
      {
        campaign_id: campaign.id,
        product_id: productId,
        creator_id: creator.id,
        idempotency_key: randomUUID(),
      },
      brand.token,
    );
    expect(errorOf(answer).code).toBe('CAMPAIGN_NOT_HIRING');
  });
});

describe('the ledger', () => {
  it('sums to zero, every kept balance as its legs say, after all of the above', async () => {
    expect(await auditLedger(api.server.app.services.db)).toEqual([]);
  });
});
