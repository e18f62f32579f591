/**
 * The notification centre (issue 23): every live notice is kept for its company with what it is about; a deal's
 * notice says what happened and a rejection carries its reason; the listing pages newest first by keyset without
 * losing or repeating a notice; the unread count and read state are the account's, the same for every session;
 * the sentences follow the account's language; another company never sees, counts or marks them.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverForTests, type GraphQLAnswer, type TestServer } from '../support/server';
import { call, errorOf, logIn } from './account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator, type Brand } from '../support/deals';
import { makeImage } from '../support/media';
import {
  CompanyUpdateLanguageDocument,
  DealAcceptContentDocument,
  DealHireDocument,
  NotificationMarkAllReadDocument,
  NotificationMarkReadDocument,
  NotificationsDocument,
  NotificationUnreadCountDocument,
  type NotificationsQuery,
} from '../../src/graphql/generated/graphql';

const api = serverForTests();

async function listAll(server: TestServer, token: string, pageSize: number) {
  const items: NotificationsQuery['Notifications']['items'] = [];
  let before: string | null = null;
  for (;;) {
    const answer: GraphQLAnswer<NotificationsQuery> = await call(
      server,
      NotificationsDocument,
      { before, page_size: pageSize },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const page = answer.data!.Notifications;
    expect(page.items.length).toBeLessThanOrEqual(pageSize);
    items.push(...page.items);
    if (!page.next_cursor) return items;
    before = page.next_cursor;
  }
}

const unread = async (server: TestServer, token: string) =>
  (await call(server, NotificationUnreadCountDocument, {}, token)).data!.NotificationUnreadCount;

/** A deal taken to accepted content: hired, accepted, bought, received, uploaded, approved by staff, accepted. */
async function acceptedDeal(server: TestServer, brand: Brand, creatorName: string) {
  const productId = await productOf(server, brand);
  const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 1 });
  const creator = await testCreator(server, { name: creatorName });
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
  const dealId = hired.data!.DealHire.id;
  for (const action of ['accept', 'purchase', 'receive'])
    expect((await server.staff('deal', { deal_id: dealId, action })).status).toBe(200);
  const upload = await fetch(`${server.url}/staff/deal-upload?deal_id=${dealId}&name=photo.png`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-staff-key': server.app.staffKey },
    body: new Uint8Array(await makeImage('png', 64, 80)),
  });
  expect(upload.status).toBe(201);
  expect((await server.staff('deal', { deal_id: dealId, action: 'approve' })).status).toBe(200);
  const accepted = await call(server, DealAcceptContentDocument, { id: dealId }, brand.token);
  expect(accepted.errors).toBeUndefined();
  const cost = accepted.data!.DealAcceptContent.cost;
  return { dealId, campaignId: campaign.id, paid: cost.total - cost.platform_fee };
}

describe('the notification centre', () => {
  it('keeps each deal notice with what happened and a link to the deal, newest first', async () => {
    const { server } = api;
    const brand = await brandCompany(server, 'notices-deal');
    const { dealId, paid } = await acceptedDeal(server, brand, 'Imani Brooks');
    const items = await listAll(server, brand.token, 50);
    const dealNotices = items.filter((item) => item.subject === 'deal');
    const paidText = `$${(paid / 100).toFixed(2)}`;
    expect(dealNotices.map((item) => item.message)).toEqual([
      `Content accepted: ${paidText} paid to Imani Brooks`,
      'Content from Imani Brooks is ready for your review',
      'Imani Brooks uploaded content for review',
      'Imani Brooks received the product',
      'Imani Brooks bought the product',
      'Imani Brooks accepted your deal',
      'You hired Imani Brooks',
    ]);
    for (const item of dealNotices) {
      expect(item.subject_id).toBe(dealId);
      expect(item.link).toBe(`/deal/${dealId}`);
      expect(item.read).toBe(false);
    }
    const accepted = dealNotices[0]!;
    expect(accepted.code).toBe('deal.contentAccepted');
    expect(accepted.params).toEqual(
      expect.arrayContaining([
        { name: 'creator', value: 'Imani Brooks' },
        { name: 'cents', value: String(paid) },
      ]),
    );
    const times = items.map((item) => Date.parse(item.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("carries a rejected campaign's reason and links to the campaign", async () => {
    const { server } = api;
    const brand = await brandCompany(server, 'notices-reject');
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, {
      productIds: [productId],
      status: 'pending_admin_approval',
    });
    const rejected = await server.staff('campaign-reject', {
      id: campaign.id,
      reason: 'The brief shows no product',
    });
    expect(rejected.status).toBe(200);
    const [newest] = await listAll(server, brand.token, 1);
    expect(newest!.code).toBe('campaign.rejectedWithReason');
    expect(newest!.message).toMatch(
      /was rejected and refunded in full\. Reason: The brief shows no product$/,
    );
    expect(newest!.link).toBe(`/campaign/${campaign.id}`);
  });

  it('pages by keyset without losing or repeating a notice, and refuses a cursor it did not make', async () => {
    const { server } = api;
    const brand = await brandCompany(server, 'notices-pages');
    for (let n = 1; n <= 7; n += 1)
      expect((await server.staff('notify', { email: brand.email, message: `Notice ${n}` })).status).toBe(200);
    const whole = await listAll(server, brand.token, 50);
    const paged = await listAll(server, brand.token, 3);
    expect(paged.map((item) => item.id)).toEqual(whole.map((item) => item.id));
    expect(new Set(paged.map((item) => item.id)).size).toBe(paged.length);
    expect(paged.slice(0, 7).map((item) => item.message)).toEqual(
      [7, 6, 5, 4, 3, 2, 1].map((n) => `Notice ${n}`),
    );
    expect(paged[0]!.link).toBeNull();
    const bad = await call(server, NotificationsDocument, { before: 'not-a-cursor' }, brand.token);
    expect(errorOf(bad).code).toBe('BAD_USER_INPUT');
    const tooMany = await call(server, NotificationsDocument, { page_size: 500 }, brand.token);
    expect(errorOf(tooMany).code).toBe('BAD_USER_INPUT');
  });

  it("keeps the read state on the account: one session's marks are every session's", async () => {
    const { server } = api;
    const brand = await brandCompany(server, 'notices-read');
    for (const message of ['First', 'Second', 'Third'])
      await server.staff('notify', { email: brand.email, message });
    const otherDevice = await logIn(server, brand.email);
    const before = await unread(server, brand.token);
    expect(await unread(server, otherDevice)).toBe(before);

    const [newest] = await listAll(server, brand.token, 1);
    const marked = await call(server, NotificationMarkReadDocument, { id: newest!.id }, brand.token);
    expect(marked.data!.NotificationMarkRead).toEqual({ status: true, unread: before - 1 });
    const again = await call(server, NotificationMarkReadDocument, { id: newest!.id }, otherDevice);
    expect(again.data!.NotificationMarkRead.unread).toBe(before - 1);
    const [seen] = await listAll(server, otherDevice, 1);
    expect(seen!.read).toBe(true);

    const all = await call(server, NotificationMarkAllReadDocument, {}, otherDevice);
    expect(all.data!.NotificationMarkAllRead).toEqual({ status: true, unread: 0 });
    expect(await unread(server, brand.token)).toBe(0);
    expect((await listAll(server, brand.token, 50)).every((item) => item.read)).toBe(true);
  });

  it('lists only the unread notices when asked, paged by keyset like all of them', async () => {
    const { server } = api;
    const brand = await brandCompany(server, 'notices-unread');
    for (const message of ['One', 'Two', 'Three', 'Four'])
      await server.staff('notify', { email: brand.email, message });
    const everything = await listAll(server, brand.token, 50);
    const read = everything.filter((item) => ['Two', 'Four'].includes(item.message));
    for (const item of read) await call(server, NotificationMarkReadDocument, { id: item.id }, brand.token);

    const first = await call(server, NotificationsDocument, { unread: true, page_size: 1 }, brand.token);
    const page = first.data!.Notifications;
    expect(page.items.map((item) => [item.message, item.read])).toEqual([['Three', false]]);
    const second = await call(
      server,
      NotificationsDocument,
      { unread: true, page_size: 5, before: page.next_cursor },
      brand.token,
    );
    const rest = second.data!.Notifications.items.map((item) => item.message);
    expect(rest[0]).toBe('One');
    expect(rest).not.toContain('Two');
    expect(second.data!.Notifications.items.every((item) => !item.read)).toBe(true);
    expect(second.data!.Notifications.unread).toBe(everything.length - 2);
  });

  it("words the notices in the account's language", async () => {
    const { server } = api;
    const brand = await brandCompany(server, 'notices-es');
    const language = await call(server, CompanyUpdateLanguageDocument, { language: 'es' }, brand.token);
    expect(language.errors).toBeUndefined();
    const { paid } = await acceptedDeal(server, brand, 'Imani Brooks');
    const [newest] = await listAll(server, brand.token, 1);
    const amount = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'USD' }).format(paid / 100);
    expect(newest!.message).toBe(`Contenido aceptado: ${amount} pagados a Imani Brooks`);
  });

  it("never shows, counts or marks another company's notices", async () => {
    const { server } = api;
    const owner = await brandCompany(server, 'notices-owner');
    const other = await brandCompany(server, 'notices-other');
    await server.staff('notify', { email: owner.email, message: 'For the owner only' });
    const [mine] = await listAll(server, owner.token, 1);
    const before = await unread(server, owner.token);

    const theirs = await listAll(server, other.token, 50);
    expect(theirs.some((item) => item.id === mine!.id || item.message === 'For the owner only')).toBe(false);
    const marked = await call(server, NotificationMarkReadDocument, { id: mine!.id }, other.token);
    expect(errorOf(marked).code).toBe('NOT_FOUND');
    await call(server, NotificationMarkAllReadDocument, {}, other.token);
    expect(await unread(server, owner.token)).toBe(before);
    expect((await listAll(server, owner.token, 1))[0]!.read).toBe(false);
    const invalid = await call(server, NotificationMarkReadDocument, { id: 'nope' }, other.token);
    expect(errorOf(invalid).code).toBe('NOT_FOUND');
  });
});
