/**
 * The calls deal tests make: a hire over GraphQL, a creator's or staff's step and an upload over the staff API,
 * and one deal as the brand reads it.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServer } from './server';
import type { Brand } from './deals';
import { call } from '../api/account-helpers';
import { DealDocument, DealHireDocument } from '../../src/graphql/generated/graphql';

export async function hire(
  server: TestServer,
  brand: Brand,
  campaignId: string,
  productId: string,
  creatorId: string,
) {
  const answer = await call(
    server,
    DealHireDocument,
    { campaign_id: campaignId, product_id: productId, creator_id: creatorId, idempotency_key: randomUUID() },
    brand.token,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.DealHire;
}

export async function staffDeal(
  server: TestServer,
  dealId: string,
  action: string,
  extra: Record<string, unknown> = {},
) {
  return server.staff('deal', { deal_id: dealId, action, ...extra });
}

export async function upload(server: TestServer, dealId: string, body: Buffer) {
  const response = await fetch(`${server.url}/staff/deal-upload?deal_id=${dealId}&name=photo.png`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-staff-key': server.app.staffKey },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function dealOf(server: TestServer, brand: Brand, id: string) {
  const answer = await call(server, DealDocument, { id }, brand.token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.Deal!;
}
