/**
 * The deal listing and content over HTTP (issue 14): statuses, counts and search, content with its files served
 * to the owning company only, tenant isolation on every deal and content operation, and the live messages of a
 * deal's events.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { serverForTests } from '../support/server';
import { dealOf, hire, staffDeal } from '../support/deal-calls';
import { call, errorOf } from './account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator } from '../support/deals';
import {
  CampaignHiringDocument,
  ContentItemsDocument,
  DealAcceptContentDocument,
  DealCancelDocument,
  DealDeclineContentDocument,
  DealDocument,
  DealHireDocument,
  DealsDocument,
  DealShipDocument,
} from '../../src/graphql/generated/graphql';
import { auditLedger } from '../../server/services/ledger';
import mqtt from 'mqtt';

const api = serverForTests();

describe('listing and content', () => {
  it('lists deals by status with counts and search, and content with filters, files and a zip', async () => {
    const { server } = api;
    const brand = await brandCompany(server);
    const productId = await productOf(server, brand, 'Lavender soap');
    const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 3 });
    const creators = [
      await testCreator(server, { name: 'Zoë Álvarez' }),
      await testCreator(server),
      await testCreator(server),
    ];
    for (const creator of creators) await hire(server, brand, campaign.id, productId, creator.id);
    const simulated = await server.staff('simulate', { campaign_id: campaign.id });
    expect(simulated.status).toBe(200);
    const page = await call(server, DealsDocument, { page_size: 2 }, brand.token);
    expect(page.data?.Deals).toMatchObject({ total: 3, awaiting_brand: 3 });
    expect(page.data?.Deals.items).toHaveLength(2);
    const counts = Object.fromEntries(page.data!.Deals.counts.map((entry) => [entry.status, entry.count]));
    expect(counts.content_approved_by_admin).toBe(3);
    const found = await call(server, DealsDocument, { search: 'zoe alva' }, brand.token);
    expect(found.data?.Deals.items.map((deal) => deal.creator.id)).toEqual([creators[0]!.id]);
    const bySoap = await call(
      server,
      DealsDocument,
      { search: 'lavender', statuses: ['hired'] },
      brand.token,
    );
    expect(bySoap.data?.Deals.total).toBe(0);

    const content = await call(server, ContentItemsDocument, { status: 'pending_approval' }, brand.token);
    expect(content.errors).toBeUndefined();
    const items = content.data!.ContentItems.items;
    expect(items).toHaveLength(3);
    const image = await fetch(`${server.url}${items[0]!.thumbnail_url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const download = await fetch(`${server.url}${items[0]!.download_url}`);
    // Named after the campaign, the creator and the day it was delivered, not the creator's own file name.
    const day = new Date(items[0]!.created_at).toISOString().slice(0, 10);
    expect(download.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${items[0]!.campaign.name} - ${items[0]!.creator.name} - ${day}.`)}`,
    );
    const zip = await fetch(`${server.url}${content.data!.ContentItems.download_all_url}`);
    expect(zip.status).toBe(200);
    const files = Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer())));
    expect(files).toHaveLength(3);
    expect(files).toContainEqual(expect.stringContaining(`Zoë Álvarez - ${day}`));
    // Asked for no status, a zip holds what the brand accepted: none of these yet.
    const everything = await call(server, ContentItemsDocument, {}, brand.token);
    const accepted = await fetch(`${server.url}${everything.data!.ContentItems.download_all_url}`);
    expect(accepted.headers.get('content-disposition')).toMatch(/CreatorHub content - \d{4}-\d\d-\d\d\.zip/);
    expect(Object.keys(unzipSync(new Uint8Array(await accepted.arrayBuffer())))).toHaveLength(0);
    // Without the signature, or with another company's, nothing is served.
    const unsigned = items[0]!.url.split('?')[0]!;
    expect((await fetch(`${server.url}${unsigned}`)).status).toBe(401);
    const withSession = await fetch(`${server.url}${unsigned}`, {
      headers: { authorization: `Bearer ${brand.token}` },
    });
    expect(withSession.status).toBe(200);
    const stranger = await brandCompany(server, 'stranger');
    const theirs = await fetch(`${server.url}${unsigned}`, {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(theirs.status).toBe(404);
    const strangers = await call(server, ContentItemsDocument, {}, stranger.token);
    const strangerSession = new URLSearchParams(strangers.data!.ContentItems.download_all_url.split('?')[1]);
    const tampered = items[0]!.url.replace(/sid=[^&]+/, `sid=${strangerSession.get('sid')}`);
    expect(tampered).not.toBe(items[0]!.url);
    expect((await fetch(`${server.url}${tampered}`)).status).toBe(401);
  });
});

describe('tenant isolation', () => {
  it("answers not found for another company's deals, campaigns and content", async () => {
    const { server } = api;
    const owner = await brandCompany(server, 'owner');
    const productId = await productOf(server, owner);
    const campaign = await activeCampaign(server, owner, { productIds: [productId] });
    const creator = await testCreator(server);
    const { id } = await hire(server, owner, campaign.id, productId, creator.id);
    await server.staff('simulate', { campaign_id: campaign.id });
    const other = await brandCompany(server, 'other');
    const otherProduct = await productOf(server, other);

    expect((await call(server, DealDocument, { id }, other.token)).data?.Deal).toBeNull();
    expect((await call(server, DealsDocument, {}, other.token)).data?.Deals.total).toBe(0);
    expect(
      (await call(server, DealsDocument, { campaign_id: campaign.id }, other.token)).data?.Deals.total,
    ).toBe(0);
    expect((await call(server, ContentItemsDocument, {}, other.token)).data?.ContentItems.total).toBe(0);
    expect(
      (await call(server, CampaignHiringDocument, { campaign_id: campaign.id }, other.token)).data
        ?.CampaignHiring,
    ).toBeNull();
    for (const answer of [
      await call(
        server,
        DealShipDocument,
        { id, carrier: 'other', tracking_number: 'TRACK123' },
        other.token,
      ),
      await call(server, DealAcceptContentDocument, { id }, other.token),
      await call(server, DealDeclineContentDocument, { id, feedback: 'Not from you, sorry' }, other.token),
      await call(server, DealCancelDocument, { id }, other.token),
      await call(
        server,
        DealHireDocument,
        {
          campaign_id: campaign.id,
          product_id: otherProduct,
          creator_id: creator.id,
          idempotency_key: randomUUID(),
        },
        other.token,
      ),
    ])
      expect(errorOf(answer).code).toBe('NOT_FOUND');
    // Still the owner's, untouched.
    expect((await dealOf(server, owner, id)).status).toBe('content_approved_by_admin');
  });
});

describe('live', () => {
  it("publishes every deal event on the deal's topic after commit, to its company alone", async () => {
    const { server } = api;
    const brand = await brandCompany(server);
    const other = await brandCompany(server, 'other');
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId] });
    const creator = await testCreator(server);
    const { id } = await hire(server, brand, campaign.id, productId, creator.id);
    const channel = await server.gql<{ LiveChannel: { url: string } }>(
      'query { LiveChannel { url } }',
      {},
      brand.token,
    );
    const client = await mqtt.connectAsync(channel.data!.LiveChannel.url, {
      username: 'frontend',
      password: brand.token,
      protocolVersion: 4,
      reconnectPeriod: 0,
    });
    try {
      const granted = await client.subscribeAsync(`companies/${brand.companyId}/deals/${id}`, { qos: 1 });
      expect(granted.map((grant) => grant.qos)).toEqual([1]);
      const refusal = await client.subscribeAsync(`companies/${other.companyId}/deals/#`).then(
        () => null,
        (error: { packet?: { granted?: number[] } }) => error.packet?.granted,
      );
      expect(refusal).toEqual([128]);
      const arriving = new Promise<{ topic: string; body: Record<string, unknown> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No deal message arrived')), 5000);
        client.once('message', (topic, payload) => {
          clearTimeout(timer);
          resolve({ topic, body: JSON.parse(payload.toString('utf8')) as Record<string, unknown> });
        });
      });
      expect((await staffDeal(server, id, 'accept')).status).toBe(200);
      await expect(arriving).resolves.toMatchObject({
        topic: `companies/${brand.companyId}/deals/${id}`,
        body: { code: 'deal.creatorAccepted', deal_id: id, event: 'deal.accept', status: 'creator_accepted' },
      });
    } finally {
      await client.endAsync();
    }
  });
});

describe('the ledger', () => {
  it('sums to zero, every kept balance as its legs say, after all of the above', async () => {
    expect(await auditLedger(api.server.app.services.db)).toEqual([]);
  });
});
