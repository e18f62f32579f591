/**
 * The content listing read a page at a time (ContentItems): by page number, or each page on from the cursor of the
 * one before (src/domain/paging.ts), newest first with the id breaking ties, filters included.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import { readPages } from '../support/paging';
import { hire } from '../support/deal-calls';
import { call } from './account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator, type Brand } from '../support/deals';
import { contentItems } from '../../server/db/schema';
import { ContentItemsDocument } from '../../src/graphql/generated/graphql';

const api = serverForTests();

const contentPage = (brand: Brand, variables: Record<string, unknown>) =>
  call(api.server, ContentItemsDocument, variables, brand.token);

const listing = (brand: Brand, filters: { kind?: string }, pageSize: number, by: 'number' | 'cursor') =>
  readPages(
    async (paging) => {
      const answer = await contentPage(brand, { ...filters, ...paging });
      expect(answer.errors).toBeUndefined();
      return answer.data!.ContentItems;
    },
    pageSize,
    by,
  );

describe('content listing pages', () => {
  it('reads every item once in its order, by page number and by cursor, filters included', async () => {
    const { server } = api;
    const { db } = server.app.services;
    const brand = await brandCompany(server, 'content-pages');
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 1 });
    const creator = await testCreator(server, { name: 'Paged Content' });
    const deal = await hire(server, brand, campaign.id, productId, creator.id);
    // Nine uploads, three of them in the same instant: the id orders those.
    const rows = Array.from({ length: 9 }, (_, index) => ({
      company_id: brand.companyId,
      deal_id: deal.id,
      campaign_id: campaign.id,
      brand_id: brand.brandId,
      creator_id: creator.id,
      product_id: productId,
      kind: index % 3 === 0 ? 'video' : 'image',
      file_name: `upload-${index}.jpg`,
      content_type: 'image/jpeg',
      size: 1000,
      file: `content/${randomUUID()}`,
      thumbnail: `content/${randomUUID()}`,
      width: 10,
      height: 10,
      created_at: new Date(Date.UTC(2026, 10, 1 + Math.min(index, 6))),
    }));
    const inserted = await db.insert(contentItems).values(rows).returning();
    const order = (a: (typeof inserted)[number], b: (typeof inserted)[number]) =>
      b.created_at.getTime() - a.created_at.getTime() || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);
    const expected = [...inserted].sort(order).map((row) => row.id);

    expect(await listing(brand, {}, 2, 'number')).toEqual(expected);
    expect(await listing(brand, {}, 2, 'cursor')).toEqual(expected);
    expect(await listing(brand, {}, 1, 'cursor')).toEqual(expected);
    const videos = [...inserted]
      .filter((row) => row.kind === 'video')
      .sort(order)
      .map((row) => row.id);
    expect(videos).toHaveLength(3);
    expect(await listing(brand, { kind: 'video' }, 1, 'cursor')).toEqual(videos);

    const first = await contentPage(brand, { page_size: 4 });
    expect(first.data!.ContentItems).toMatchObject({ total: 9, total_estimated: false });
    const refused = await contentPage(brand, { after: 'not a cursor' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { after: { code: 'cursor' } },
    });
  });
});
