/**
 * Shipping a product to a creator over HTTP: the creator's address is shown to the hiring company on its own deal
 * once the creator accepted it and the delivery is shipping — never before, never on a refund deal, never on a
 * canceled one, never to another company, and never on the creator itself; the brand ships with a carrier and a
 * tracking number of that carrier's format, and the deal links to the carrier's tracking page.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import { call, errorOf } from './account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator } from '../support/deals';
import {
  CreatorDocument,
  DealCancelDocument,
  DealDocument,
  DealHireDocument,
  DealShipDocument,
  DealsDocument,
} from '../../src/graphql/generated/graphql';

const api = serverForTests();

const ADDRESS = {
  name: 'Imani Brooks',
  line1: '48 Oak Avenue',
  line2: 'Apt 5',
  city: 'Atlanta',
  region: 'GA',
  postal_code: '30303',
  country: 'US' as const,
};

async function dealOn(delivery: 'shipping' | 'refund') {
  const { server } = api;
  const brand = await brandCompany(server, 'ship');
  const productId = await productOf(server, brand, 'Aurora Night Cream');
  const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 2, delivery });
  const creator = await testCreator(server, { name: 'Imani Brooks', address: ADDRESS });
  const hired = await call(
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
  expect(hired.errors).toBeUndefined();
  return { brand, creator, id: hired.data!.DealHire.id };
}

const creatorAccepts = (id: string) => api.server.staff('deal', { deal_id: id, action: 'accept' });

describe("the creator's shipping address", () => {
  it('shows to the hiring company once the creator accepts a shipping deal, on that deal only', async () => {
    const { brand, creator, id } = await dealOn('shipping');
    const read = async (token: string) => (await call(api.server, DealDocument, { id }, token)).data?.Deal;
    expect((await read(brand.token))!.shipping_address).toBeNull();
    expect((await creatorAccepts(id)).status).toBe(200);
    expect((await read(brand.token))!.shipping_address).toEqual(ADDRESS);

    // Another company sees neither the deal nor, through the creator, the address.
    const other = await brandCompany(api.server, 'ship-other');
    expect(await read(other.token)).toBeNull();
    const listed = await call(api.server, DealsDocument, {}, other.token);
    expect(listed.data!.Deals.total).toBe(0);
    const seen = await call(api.server, CreatorDocument, { id: creator.id }, other.token);
    expect(JSON.stringify(seen.data)).not.toContain(ADDRESS.line1);
    // Nor does the hiring company, on the creator itself.
    const own = await call(api.server, CreatorDocument, { id: creator.id }, brand.token);
    expect(JSON.stringify(own.data)).not.toContain(ADDRESS.line1);
  });

  it('never shows on a refund deal, nor once a deal is canceled', async () => {
    const refund = await dealOn('refund');
    expect((await creatorAccepts(refund.id)).status).toBe(200);
    const refundDeal = await call(api.server, DealDocument, { id: refund.id }, refund.brand.token);
    expect(refundDeal.data!.Deal!.shipping_address).toBeNull();

    const canceled = await dealOn('shipping');
    expect((await creatorAccepts(canceled.id)).status).toBe(200);
    const answer = await call(api.server, DealCancelDocument, { id: canceled.id }, canceled.brand.token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.DealCancel.shipping_address).toBeNull();
  });
});

describe('shipping with a carrier', () => {
  it("takes a tracking number of the carrier's format and links to the carrier's page", async () => {
    const { brand, id } = await dealOn('shipping');
    expect((await creatorAccepts(id)).status).toBe(200);
    const ship = (carrier: string, tracking_number: string) =>
      call(api.server, DealShipDocument, { id, carrier, tracking_number }, brand.token);
    expect(errorOf(await ship('fedex', '1Z999AA10123456784')).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { tracking_number: { code: 'trackingFormat', params: { example: '123456789012' } } },
    });
    expect(errorOf(await ship('owl', '1Z999AA10123456784')).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { carrier: { code: 'oneOf' } },
    });
    const shipped = await ship('fedex', '1234 5678 9012');
    expect(shipped.errors).toBeUndefined();
    expect(shipped.data!.DealShip).toMatchObject({
      carrier: 'fedex',
      tracking_number: '123456789012',
      tracking_url: 'https://www.fedex.com/fedextrack/?trknbr=123456789012',
      delivery_status: 'pending_delivery',
      shipping_address: ADDRESS,
    });
  });
});
