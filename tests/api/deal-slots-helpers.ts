/**
 * Shared steps of the deal slot tests (tests/api/deal-slots-*.test.ts): a hire over HTTP, a campaign as the
 * database holds it and as the listing shows it, and a deal taken to its end (content uploaded and accepted).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestServer } from '../support/server';
import { call } from './account-helpers';
import type { Brand } from '../support/deals';
import { makeImage } from '../support/media';
import {
  CampaignsDocument,
  DealAcceptContentDocument,
  DealHireDocument,
} from '../../src/graphql/generated/graphql';
import { campaigns } from '../../server/db/schema';

export function hireAnswer(
  server: TestServer,
  brand: Brand,
  campaignId: string,
  productId: string,
  creatorId: string,
) {
  return call(
    server,
    DealHireDocument,
    { campaign_id: campaignId, product_id: productId, creator_id: creatorId, idempotency_key: randomUUID() },
    brand.token,
  );
}

export async function hire(
  server: TestServer,
  brand: Brand,
  campaignId: string,
  productId: string,
  creatorId: string,
) {
  const answer = await hireAnswer(server, brand, campaignId, productId, creatorId);
  expect(answer.errors).toBeUndefined();
  return answer.data!.DealHire;
}

export async function campaignRow(server: TestServer, id: string) {
  const [row] = await server.app.services.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}

/** The listing's row of a campaign: deals hired of total, as the web app asks for them. */
export async function listed(server: TestServer, brand: Brand, id: string, tab = 'active') {
  const answer = await call(server, CampaignsDocument, { tab, page: 1, page_size: 100 }, brand.token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.Campaigns.items.find((item) => item.id === id);
}

/** Takes a refund deal from hired to finished: the creator's steps, staff approval, the brand's acceptance. */
export async function finish(server: TestServer, brand: Brand, dealId: string) {
  const picture = await makeImage('png', 32, 32);
  for (const action of ['accept', 'purchase', 'receive'])
    expect((await server.staff('deal', { deal_id: dealId, action })).status).toBe(200);
  const uploaded = await fetch(`${server.url}/staff/deal-upload?deal_id=${dealId}&name=photo.png`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-staff-key': server.app.staffKey },
    body: new Uint8Array(picture),
  });
  expect(uploaded.status).toBe(201);
  expect((await server.staff('deal', { deal_id: dealId, action: 'approve' })).status).toBe(200);
  const accepted = await call(server, DealAcceptContentDocument, { id: dealId }, brand.token);
  expect(accepted.errors).toBeUndefined();
  expect((await server.staff('deal', { deal_id: dealId, action: 'publish' })).status).toBe(200);
}
