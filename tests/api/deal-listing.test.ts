/**
 * DealListing's pages (issue 14): read a page at a time, the deals come once each in the listing's order (what
 * needs the brand first, then the most recently moved, ties by id), filtered by status and search as a whole
 * listing would be, each with its campaign, product and creator.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { readPages } from '../support/paging';
import { call } from './account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator, type Brand } from '../support/deals';
import { deals } from '../../server/db/schema';
import { DealHireDocument, DealsDocument } from '../../src/graphql/generated/graphql';

const api = serverForTests();

const dealsPage = (brand: Brand, variables: Record<string, unknown>) =>
  call(api.server, DealsDocument, variables, brand.token);

/** The listing read a page at a time: by page number, or each page after the cursor of the one before. */
const listing = (
  brand: Brand,
  variables: { statuses?: string[]; search?: string },
  pageSize: number,
  by: 'number' | 'cursor' = 'number',
) =>
  readPages(
    async (paging) => {
      const answer = await dealsPage(brand, { ...variables, ...paging });
      expect(answer.errors).toBeUndefined();
      for (const item of answer.data!.Deals.items) expect(item.creator.id).toBeTruthy();
      return answer.data!.Deals;
    },
    pageSize,
    by,
  );

describe('deal listing pages', () => {
  it('reads the listing a page at a time in its order, each deal once, filters included', async () => {
    const { server } = api;
    const { db } = server.app.services;
    const brand = await brandCompany(server, 'deal-pages');
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 7 });
    const hired: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      const creator = await testCreator(server, {
        name: index % 2 ? `Paged Odd ${index}` : `Paged Even ${index}`,
      });
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
      expect(answer.errors).toBeUndefined();
      hired.push(answer.data!.DealHire.id);
    }
    // Some deals move on, one to a step that awaits the brand; two share their last move's time.
    for (const id of hired.slice(0, 3))
      expect((await server.staff('deal', { deal_id: id, action: 'accept' })).status).toBe(200);
    const same = new Date('2026-03-01T10:00:00Z');
    await db
      .update(deals)
      .set({ updated_at: same })
      .where(inArray(deals.id, hired.slice(4, 6)));
    await db
      .update(deals)
      .set({ needs_brand: true })
      .where(inArray(deals.id, [hired[6]!]));

    const rows = await db.select().from(deals).where(inArray(deals.id, hired));
    const order = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      Number(b.needs_brand) - Number(a.needs_brand) ||
      b.updated_at.getTime() - a.updated_at.getTime() ||
      (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);
    const expected = [...rows].sort(order).map((row) => row.id);
    expect(await listing(brand, {}, 2)).toEqual(expected);
    expect(await listing(brand, {}, 100)).toEqual(expected);
    // Read on from each page's cursor: the same deals, the two moved in the same instant included.
    expect(await listing(brand, {}, 2, 'cursor')).toEqual(expected);
    expect(await listing(brand, {}, 1, 'cursor')).toEqual(expected);
    const accepted = rows
      .filter((row) => row.status === 'creator_accepted')
      .sort(order)
      .map((row) => row.id);
    expect(accepted).toHaveLength(3);
    expect(await listing(brand, { statuses: ['creator_accepted'] }, 2)).toEqual(accepted);
    expect(await listing(brand, { statuses: ['creator_accepted'] }, 1, 'cursor')).toEqual(accepted);
    const odd = await listing(brand, { search: 'paged odd' }, 2);
    expect(odd).toEqual(expected.filter((id) => [1, 3, 5].includes(hired.indexOf(id))));
    expect(await listing(brand, { search: 'paged odd' }, 1, 'cursor')).toEqual(odd);
    const refused = await dealsPage(brand, { after: 'not a cursor' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { after: { code: 'cursor' } },
    });
    // A status the contract does not know is refused before the listing is read.
    const unknown = await dealsPage(brand, { statuses: ['creator_accepted', 'lost'] });
    expect(unknown.data?.Deals).toBeUndefined();
    expect(unknown.errors?.[0]?.message).toContain('DealStatus');
  });
});
