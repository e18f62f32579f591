/**
 * Links to deal content, as someone holding one of them would try them: a link opens the one file it was made
 * for (or the one zip of the filters it was made for), for a short while, and nothing once its session has ended.
 * The query string of one thumbnail no longer opens the company's zip or its other files.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import { hire } from '../support/deal-calls';
import { call, logIn } from '../api/account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator, type Brand } from '../support/deals';
import { CompanyLogoutDocument, ContentItemsDocument } from '../../src/graphql/generated/graphql';
import { LINK_VALID_MS } from '../../server/services/deals/content-files';

const api = serverForTests();
let brand: Brand;

type Items = Array<{ id: string; url: string; thumbnail_url: string; download_url: string }>;

async function content(token: string, status?: string): Promise<{ items: Items; zip: string }> {
  const answer = await call(api.server, ContentItemsDocument, status ? { status } : {}, token);
  return { items: answer.data!.ContentItems.items, zip: answer.data!.ContentItems.download_all_url };
}

const open = async (link: string): Promise<number> => (await fetch(`${api.server.url}${link}`)).status;
const queryOf = (link: string): string => link.slice(link.indexOf('?'));
const pathOf = (link: string): string => link.slice(0, link.indexOf('?'));

beforeAll(async () => {
  const { server } = api;
  brand = await brandCompany(server, 'links');
  const productId = await productOf(server, brand);
  const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 2 });
  for (let index = 0; index < 2; index++) {
    const creator = await testCreator(server);
    await hire(server, brand, campaign.id, productId, creator.id);
  }
  expect((await server.staff('simulate', { campaign_id: campaign.id })).status).toBe(200);
});

describe('a content link', () => {
  it('opens its own file only: not the zip, not the same file another way, not another file', async () => {
    const { items, zip } = await content(brand.token);
    expect(items).toHaveLength(2);
    const [first, second] = items as [Items[number], Items[number]];
    for (const link of [first.url, first.thumbnail_url, first.download_url, zip])
      expect(await open(link), link).toBe(200);
    const thumbnail = queryOf(first.thumbnail_url);
    expect(await open(`/content-files/zip${thumbnail}`)).toBe(401);
    expect(await open(`${pathOf(first.url)}${thumbnail}`)).toBe(401);
    expect(await open(`${pathOf(first.download_url)}${thumbnail}`)).toBe(401);
    expect(await open(`${pathOf(second.thumbnail_url)}${thumbnail}`)).toBe(401);
  });

  it('of a zip opens that zip only, not one of other filters', async () => {
    const { zip } = await content(brand.token, 'pending_approval');
    expect(zip).toContain('status=pending_approval');
    expect(await open(zip)).toBe(200);
    expect(await open(zip.replace('status=pending_approval&', ''))).toBe(401);
    expect(await open(zip.replace('status=pending_approval', 'status=approved'))).toBe(401);
  });

  it('expires within the hour', async () => {
    const { items } = await content(brand.token);
    const expires = Number(new URLSearchParams(queryOf(items[0]!.url)).get('e')) * 1000;
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires - Date.now()).toBeLessThanOrEqual(LINK_VALID_MS + 10 * 60 * 1000);
    expect(LINK_VALID_MS).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('stops working when its session ends, while another session of the company keeps its own', async () => {
    const other = await logIn(api.server, brand.email);
    const mine = await content(brand.token);
    const theirs = await content(other);
    expect(await open(mine.items[0]!.thumbnail_url)).toBe(200);
    await call(api.server, CompanyLogoutDocument, {}, brand.token);
    for (const link of [mine.items[0]!.thumbnail_url, mine.items[0]!.url, mine.zip])
      expect(await open(link), link).toBe(401);
    expect(await open(theirs.items[0]!.thumbnail_url)).toBe(200);
  });
});
