/**
 * A deal's version: every answer about a deal carries it, every change (the brand's, the creator's, staff's, the
 * system's) moves it up by one, a refused event leaves it, and the live message of each change tells the version
 * the change left the deal at, so a page can tell a late answer or message from a newer one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { serverForTests } from '../support/server';
import { dealOf, hire, staffDeal, upload } from '../support/deal-calls';
import { call } from './account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator } from '../support/deals';
import {
  DealAcceptContentDocument,
  DealDeclineContentDocument,
  DealsDocument,
} from '../../src/graphql/generated/graphql';
import { makeImage } from '../support/media';

const api = serverForTests();
const LIVE_CHANNEL = `query { LiveChannel { url username } }`;

let client: MqttClient | null = null;
afterEach(async () => {
  await client?.endAsync();
  client = null;
});

describe('deal versions', () => {
  it('moves up by one with every change, in the answers and in the live messages', async () => {
    const { server } = api;
    const brand = await brandCompany(server);
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 1 });
    const creator = await testCreator(server);

    const channel = await server.gql<{ LiveChannel: { url: string; username: string } }>(
      LIVE_CHANNEL,
      {},
      brand.token,
    );
    const { url, username } = channel.data!.LiveChannel;
    client = await mqtt.connectAsync(url, { username, password: brand.token, reconnectPeriod: 0 });
    const heard: number[] = [];
    client.on('message', (_topic, payload) => {
      const body = JSON.parse(payload.toString('utf8')) as { deal_version?: number };
      if (typeof body.deal_version === 'number') heard.push(body.deal_version);
    });
    await client.subscribeAsync(`companies/${brand.companyId}/deals/#`, { qos: 1 });

    const { id } = await hire(server, brand, campaign.id, productId, creator.id);
    const versions = [(await dealOf(server, brand, id)).version];
    const step = async (move: () => Promise<unknown>) => {
      await move();
      versions.push((await dealOf(server, brand, id)).version);
    };
    const staff = (action: string) => async () =>
      expect((await staffDeal(server, id, action)).status).toBe(200);
    const picture = await makeImage('png', 64, 80);
    const uploaded = async () => expect((await upload(server, id, picture)).status).toBe(201);

    await step(staff('accept'));
    await step(staff('purchase'));
    await step(staff('receive'));
    await step(uploaded);
    // A refused event changes nothing, its version included.
    expect((await staffDeal(server, id, 'receive')).body.code).toBe('DEAL_WRONG_STEP');
    expect((await dealOf(server, brand, id)).version).toBe(5);
    await step(staff('approve'));
    await step(async () => {
      const answer = await call(
        server,
        DealDeclineContentDocument,
        { id, feedback: 'Please show the label in the first seconds' },
        brand.token,
      );
      expect(answer.errors).toBeUndefined();
      // The mutation answers the version it left the deal at.
      expect(answer.data!.DealDeclineContent.version).toBe(7);
    });
    await step(uploaded);
    await step(staff('approve'));
    await step(async () => {
      const answer = await call(server, DealAcceptContentDocument, { id }, brand.token);
      expect(answer.data!.DealAcceptContent.version).toBe(10);
    });
    expect(versions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    // The listing answers the same version.
    const listing = await call(server, DealsDocument, { page: 1, page_size: 12 }, brand.token);
    expect(listing.data!.Deals.items.find((deal) => deal.id === id)?.version).toBe(10);

    // Each change's live message tells the version it left the deal at, the hire's included.
    await expect.poll(() => heard.length, { timeout: 5000 }).toBe(10);
    expect([...heard].sort((a, b) => a - b)).toEqual(versions);
  });
});
