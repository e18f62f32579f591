/**
 * The deal screens' machines with their real actors (src/app/actors/discovery.ts, deals.ts) against the real
 * server, through the web app's own GraphQL client: discovery starts from the campaign's targeting and hires up to
 * its deals (the same creator twice refused with a coded error); the deal listing and the dashboard see what needs
 * the brand; the deal overview ships, accepts and sends back as the shared deal machine allows; the content listing
 * lists the uploads with a zip of them all. Creators and staff act through the staff API, as the command line does.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { serverForTests } from '../support/server';
import { activeCampaign, brandCompany, productOf, testCreator } from '../support/deals';
import { makeImage } from '../support/media';
import { createApi } from '../../src/graphql/api';
import { provideDiscovery } from '../../src/app/actors/discovery';
import { liveHub } from '../support/live-hub';
import {
  provideContentListing,
  provideDashboardDeals,
  provideDealListing,
  provideDealOverview,
  type ContentListingPage,
  type DealListingPage,
} from '../../src/app/actors/deals';
import type { DiscoveryCreator } from '../../src/machines/discovery-types';
import { ApiError } from '../../src/domain/api-error';

const app = serverForTests();

function webApi(token: string) {
  return createApi({
    url: `${app.server.url}/graphql`,
    getToken: () => token,
    onFailure: () => {},
    getLanguage: () => 'en',
  });
}

const settle = (actor: AnyActorRef) =>
  waitFor(
    actor,
    (snapshot) => !snapshot.hasTag('loading') && !snapshot.hasTag('refreshing') && !snapshot.hasTag('busy'),
    {
      timeout: 10_000,
    },
  );

describe('the deal screens’ actors against the real API', () => {
  it('hires from discovery, then follows, ships, reviews and lists the content', async () => {
    const { server } = app;
    const brand = await brandCompany(server, 'web-actors');
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, {
      productIds: [productId],
      deals: 2,
      delivery: 'shipping',
      settings: { creator_tier: 'pro' },
    });
    const [maya, noah] = [
      await testCreator(server, { name: 'Maya Web', tier: 'pro' }),
      await testCreator(server, { name: 'Noah Web', tier: 'pro' }),
    ];
    const api = webApi(brand.token);

    // Discovery: the campaign's places, creators found by search, hiring until the places are taken.
    const discovery = createActor(provideDiscovery(api, liveHub()), {
      input: { campaignId: campaign.id, query: null },
    }).start();
    await settle(discovery);
    expect(discovery.getSnapshot().context.campaign?.slots_left).toBe(2);
    discovery.send({ type: 'discovery.filter', filters: { tiers: [] } });
    discovery.send({ type: 'discovery.search', search: 'Web' });
    await waitFor(discovery, (s) => s.context.creators.length === 2, { timeout: 10_000 });
    const found = discovery.getSnapshot().context.creators as DiscoveryCreator[];
    for (const creator of found) {
      discovery.send({ type: 'hire.start', creator });
      discovery.send({ type: 'hire.confirm' });
      await waitFor(discovery, (s) => s.matches({ ready: { hire: 'idle' } }), { timeout: 10_000 });
    }
    expect(discovery.getSnapshot().context.campaign?.slots_left).toBe(0);
    expect([...(discovery.getSnapshot().context.campaign?.hired_creator_ids ?? [])].sort()).toEqual(
      [maya!.id, noah!.id].sort(),
    );
    discovery.stop();

    // Hiring the same creator again is refused with a code the web app translates.
    const again = await api
      .mutate((await import('../../src/graphql/generated/graphql')).DealHireDocument, {
        campaign_id: campaign.id,
        product_id: productId,
        creator_id: maya!.id,
        idempotency_key: randomUUID(),
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(again).toBeInstanceOf(ApiError);
    expect((again as ApiError).code).toBe('DEAL_CREATOR_ALREADY_HIRED');

    // The creators accept: both wait for the brand to ship, first in the listing and on the dashboard.
    expect((await server.staff('simulate', { campaign_id: campaign.id })).status).toBe(200);
    const listing = createActor(provideDealListing(api, liveHub()), {
      input: { query: { tab: 'awaiting', search: '', page: 1 } },
    }).start();
    await settle(listing);
    const page = listing.getSnapshot().context.page as DealListingPage;
    expect(page.items).toHaveLength(2);
    expect(page.awaiting_brand).toBe(2);
    listing.stop();
    const dashboard = createActor(provideDashboardDeals(api, liveHub()), { input: { query: {} } }).start();
    await settle(dashboard);
    expect((dashboard.getSnapshot().context.page as DealListingPage).awaiting_brand).toBe(2);
    dashboard.stop();

    const [first, second] = page.items;
    const overview = (id: string) => {
      const actor = createActor(provideDealOverview(api, liveHub()), { input: { dealId: id } }).start();
      return actor;
    };

    // Ship: a bad tracking number never reaches the API; a good one moves the deal.
    const one = overview(first!.id);
    await settle(one);
    one.send({ type: 'ship.open' });
    one.send({ type: 'ship.submit', carrier: 'ups', tracking_number: 'x' });
    expect(Object.keys(one.getSnapshot().context.fields)).toEqual(['tracking_number']);
    one.send({ type: 'ship.submit', carrier: 'ups', tracking_number: '1Z999AA10123456784' });
    await waitFor(one, (s) => s.context.deal?.status === 'purchased_sent', { timeout: 10_000 });
    expect(one.getSnapshot().context.deal?.tracking_number).toBe('1Z999AA10123456784');
    const two = overview(second!.id);
    await settle(two);
    two.send({ type: 'ship.open' });
    two.send({ type: 'ship.submit', carrier: 'ups', tracking_number: '1Z999AA10123456785' });
    await waitFor(two, (s) => s.context.deal?.status === 'purchased_sent', { timeout: 10_000 });

    // Received, uploaded and approved by staff: the brand reviews.
    for (const id of [first!.id, second!.id]) {
      expect((await server.staff('deal', { deal_id: id, action: 'receive' })).status).toBe(200);
      const image = await makeImage('png', 480, 600);
      const uploaded = await fetch(`${server.url}/staff/deal-upload?deal_id=${id}&name=look.png`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', 'x-staff-key': server.app.staffKey },
        body: new Uint8Array(image),
      });
      expect(uploaded.ok).toBe(true);
      expect((await server.staff('deal', { deal_id: id, action: 'approve' })).status).toBe(200);
    }
    // The live channel is not connected here: a deal event is what the live actor would send.
    one.send({ type: 'deal.live', dealId: first!.id, version: null });
    await waitFor(one, (s) => s.context.deal?.status === 'content_approved_by_admin', { timeout: 10_000 });
    one.send({ type: 'content.accept' });
    one.send({ type: 'accept.confirm' });
    await waitFor(one, (s) => s.context.deal?.status === 'company_accepts_content', { timeout: 10_000 });

    two.send({ type: 'deal.live', dealId: second!.id, version: null });
    await waitFor(two, (s) => s.context.deal?.status === 'content_approved_by_admin', { timeout: 10_000 });
    two.send({ type: 'decline.open' });
    two.send({ type: 'decline.submit', feedback: 'Short' });
    expect(Object.keys(two.getSnapshot().context.fields)).toEqual(['feedback']);
    two.send({ type: 'decline.submit', feedback: 'Show the label in the first seconds.' });
    await waitFor(two, (s) => s.context.deal?.status === 'product_received', { timeout: 10_000 });
    expect(two.getSnapshot().context.deal?.feedback.map((entry) => entry.feedback)).toEqual([
      'Show the label in the first seconds.',
    ]);
    expect(two.getSnapshot().context.deal?.revisions).toBe(1);
    one.stop();
    two.stop();

    // The content listing: both uploads, the declined one marked so, and a zip of them all.
    const content = createActor(provideContentListing(api, liveHub()), {
      input: { query: { campaign: '', brand: '', kind: '', status: '', page: 1 } },
    }).start();
    await settle(content);
    const items = (content.getSnapshot().context.page as ContentListingPage).items;
    expect(items.map((item) => item.status).sort()).toEqual(['bought', 'denied']);
    content.send({ type: 'listing.query', query: { status: 'denied' } });
    await waitFor(content, (s) => (s.context.page as ContentListingPage).items.length === 1, {
      timeout: 10_000,
    });
    const zip = await fetch(
      new URL((content.getSnapshot().context.page as ContentListingPage).download_all_url, server.url),
    );
    expect(zip.status).toBe(200);
    expect(
      Buffer.from(await zip.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    content.stop();
  }, 60_000);
});
