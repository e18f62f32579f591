/**
 * Deals over HTTP (issue 14): hiring (targeting, slots, the same creator twice, idempotency, the escrow), every
 * event by every role through the deal machine (the brand over GraphQL, creators and staff over the staff API),
 * content with its files served to the owning company only, tenant isolation on every deal and content operation,
 * and the ledger, which sums to zero with every account as its legs say after all of it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { serverForTests, type TestServer } from '../support/server';
import { call, errorOf } from './account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator, type Brand } from '../support/deals';
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
  DashboardDealsDocument,
} from '../../src/graphql/generated/graphql';
import { auditLedger, balanceOf, ledgerAccount } from '../../server/services/ledger';
import { campaigns, ledgerTransactions } from '../../server/db/schema';
import { MAX_CONTENT_REVISIONS } from '../../src/domain/deal';
import { makeImage } from '../support/media';
import mqtt from 'mqtt';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runStaffCli } from '../../server/cli/staff-cli';
import { decideDealEvent, type DealCommand } from '../../src/machines/deal-decision';
import { factsOf } from '../../server/services/deals';
import { deals } from '../../server/db/schema';
import type { DealRole } from '../../src/domain/deal';

const api = serverForTests();

async function hire(
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

async function staffDeal(
  server: TestServer,
  dealId: string,
  action: string,
  extra: Record<string, unknown> = {},
) {
  return server.staff('deal', { deal_id: dealId, action, ...extra });
}

async function upload(server: TestServer, dealId: string, body: Buffer) {
  const response = await fetch(`${server.url}/staff/deal-upload?deal_id=${dealId}&name=photo.png`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-staff-key': server.app.staffKey },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function dealOf(server: TestServer, brand: Brand, id: string) {
  const answer = await call(server, DealDocument, { id }, brand.token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.Deal!;
}

describe('hiring', () => {
  it('hires a targeted creator, reserves the itemised cost from the escrow, and refuses the rest', async () => {
    const { server } = api;
    const brand = await brandCompany(server);
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, {
      productIds: [productId],
      deals: 1,
      settings: { genders: ['female'] },
    });
    const creator = await testCreator(server);
    const other = await testCreator(server);
    const male = await testCreator(server, { gender: 'male' });

    const refusedFor = async (creatorId: string, key = randomUUID()) =>
      errorOf(
        await call(
          server,
          DealHireDocument,
          { campaign_id: campaign.id, product_id: productId, creator_id: creatorId, idempotency_key: key },
          brand.token,
        ),
      ).code;
    expect(await refusedFor(male.id)).toBe('DEAL_CREATOR_NOT_TARGETED');

    const key = randomUUID();
    const first = await call(
      server,
      DealHireDocument,
      { campaign_id: campaign.id, product_id: productId, creator_id: creator.id, idempotency_key: key },
      brand.token,
    );
    expect(first.errors).toBeUndefined();
    const deal = first.data!.DealHire;
    expect(deal.status).toBe('hired');
    expect(deal.awaiting).toBe('creator');
    expect(deal.due_outcome).toBe('cancel');
    // The same key answers the same deal, and moves no money twice.
    const again = await call(
      server,
      DealHireDocument,
      { campaign_id: campaign.id, product_id: productId, creator_id: creator.id, idempotency_key: key },
      brand.token,
    );
    expect(again.data?.DealHire.id).toBe(deal.id);
    expect(await refusedFor(other.id, key)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await refusedFor(creator.id)).toBe('DEAL_CREATOR_ALREADY_HIRED');
    expect(await refusedFor(other.id)).toBe('DEAL_NO_SLOTS_LEFT');

    const full = await dealOf(server, brand, deal.id);
    const { db } = server.app.services;
    expect(await balanceOf(db, `deal:${deal.id}`)).toBe(full.cost.total);
    expect(await balanceOf(db, ledgerAccount.campaign(campaign.id))).toBe(campaign.total - full.cost.total);

    const hiring = await call(server, CampaignHiringDocument, { campaign_id: campaign.id }, brand.token);
    expect(hiring.data?.CampaignHiring).toMatchObject({
      deals: 1,
      hired: 1,
      slots_left: 0,
      can_hire: false,
      hired_creator_ids: [creator.id],
      genders: ['female'],
    });
  });

  it('refuses hiring on a campaign that is not active', async () => {
    const { server } = api;
    const brand = await brandCompany(server);
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId], status: 'paused' });
    const creator = await testCreator(server);
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
    expect(errorOf(answer).code).toBe('CAMPAIGN_NOT_HIRING');
  });
});

describe('the deal lifecycle', () => {
  it('takes a refund deal from hire to paid content, each event by its role, with revisions and feedback', async () => {
    const { server } = api;
    const { db } = server.app.services;
    const brand = await brandCompany(server);
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 1 });
    const creator = await testCreator(server);
    const { id } = await hire(server, brand, campaign.id, productId, creator.id);

    // Every step in its turn: staff have nothing to approve yet, the brand nothing to ship on a refund deal.
    expect((await staffDeal(server, id, 'approve')).body.code).toBe('DEAL_WRONG_STEP');
    expect((await staffDeal(server, id, 'accept')).status).toBe(200);
    expect(
      errorOf(await call(server, DealShipDocument, { id, tracking_number: 'TRACK123' }, brand.token)).code,
    ).toBe('DEAL_DELIVERY_MISMATCH');
    expect((await staffDeal(server, id, 'receive')).body.code).toBe('DEAL_WRONG_STEP');
    expect((await staffDeal(server, id, 'purchase')).status).toBe(200);
    expect(errorOf(await call(server, DealCancelDocument, { id }, brand.token)).code).toBe(
      'DEAL_CANCEL_TOO_LATE',
    );
    expect((await staffDeal(server, id, 'receive')).status).toBe(200);
    const picture = await makeImage('png', 64, 80);
    expect((await upload(server, id, Buffer.from('not a picture at all'))).status).toBe(400);
    expect((await upload(server, id, picture)).status).toBe(201);
    expect(errorOf(await call(server, DealAcceptContentDocument, { id }, brand.token)).code).toBe(
      'DEAL_WRONG_STEP',
    );
    expect((await staffDeal(server, id, 'approve')).status).toBe(200);

    // The brand sends it back: feedback is checked, then kept with the revision it asked for.
    const short = await call(server, DealDeclineContentDocument, { id, feedback: 'meh' }, brand.token);
    expect(errorOf(short).code).toBe('BAD_USER_INPUT');
    for (let revision = 1; revision <= MAX_CONTENT_REVISIONS; revision += 1) {
      const declined = await call(
        server,
        DealDeclineContentDocument,
        { id, feedback: `Please show the label, take ${revision}` },
        brand.token,
      );
      expect(declined.errors).toBeUndefined();
      expect(declined.data?.DealDeclineContent).toMatchObject({
        status: 'product_received',
        revisions: revision,
      });
      expect((await upload(server, id, picture)).status).toBe(201);
      expect((await staffDeal(server, id, 'approve')).status).toBe(200);
    }
    const exhausted = await call(
      server,
      DealDeclineContentDocument,
      { id, feedback: 'One more time please' },
      brand.token,
    );
    expect(errorOf(exhausted).code).toBe('DEAL_REVISIONS_EXHAUSTED');

    const accepted = await call(server, DealAcceptContentDocument, { id }, brand.token);
    expect(accepted.errors).toBeUndefined();
    const deal = accepted.data!.DealAcceptContent;
    expect(deal.status).toBe('company_accepts_content');
    expect(deal.feedback.map((entry) => entry.revision)).toEqual([1, 2]);
    expect(deal.content.map((item) => item.status)).toEqual(['bought', 'denied', 'denied']);
    expect(deal.timeline.every((step) => step.at !== null)).toBe(true);
    const cost = deal.cost;
    expect(await balanceOf(db, ledgerAccount.creator(creator.id))).toBe(cost.total - cost.platform_fee);
    expect(await balanceOf(db, `deal:${id}`)).toBe(0);

    expect((await staffDeal(server, id, 'publish')).status).toBe(200);
    const done = await dealOf(server, brand, id);
    expect(done.status).toBe('finished');
    expect(done.content[0]?.status).toBe('accepted');
    expect(done.history.map((entry) => entry.event)).toContain('deal.finish');
    expect((await staffDeal(server, id, 'publish')).body.code).toBe('DEAL_CLOSED');
    // Its only deal finished, the campaign is completed.
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.status).toBe('completed');
  });

  it('lets the brand ship with a tracking number (3 to 22) on a shipping deal', async () => {
    const { server } = api;
    const brand = await brandCompany(server);
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId], delivery: 'shipping' });
    const creator = await testCreator(server);
    const { id } = await hire(server, brand, campaign.id, productId, creator.id);
    expect((await staffDeal(server, id, 'accept')).status).toBe(200);
    expect((await staffDeal(server, id, 'purchase')).body.code).toBe('DEAL_DELIVERY_MISMATCH');
    const waiting = await call(server, DealsDocument, { awaiting_brand: true }, brand.token);
    expect(waiting.data?.Deals.items.map((deal) => deal.id)).toEqual([id]);
    const dashboard = await call(server, DashboardDealsDocument, {}, brand.token);
    expect(dashboard.data?.Deals.awaiting_brand).toBe(1);
    const bad = await call(server, DealShipDocument, { id, tracking_number: 'X1' }, brand.token);
    expect(errorOf(bad).code).toBe('BAD_USER_INPUT');
    const shipped = await call(server, DealShipDocument, { id, tracking_number: '1Z 999 AA1' }, brand.token);
    expect(shipped.errors).toBeUndefined();
    expect(shipped.data?.DealShip).toMatchObject({
      status: 'purchased_sent',
      delivery_status: 'pending_delivery',
      tracking_number: '1Z 999 AA1',
      awaiting: 'creator',
    });
  });

  it('cancels before the product is sent and refunds the itemised cost to the wallet', async () => {
    const { server } = api;
    const { db } = server.app.services;
    const brand = await brandCompany(server);
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId] });
    const creator = await testCreator(server);
    const { id } = await hire(server, brand, campaign.id, productId, creator.id);
    const wallet = await balanceOf(db, ledgerAccount.wallet(brand.companyId));
    const canceled = await call(server, DealCancelDocument, { id }, brand.token);
    expect(canceled.errors).toBeUndefined();
    const deal = canceled.data!.DealCancel;
    expect(deal).toMatchObject({
      status: 'canceled',
      delivery_status: 'canceled',
      awaiting: null,
      due_at: null,
    });
    expect(await balanceOf(db, ledgerAccount.wallet(brand.companyId))).toBe(wallet + deal.cost.total);
    const [refund] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, id));
    expect(refund).toBeDefined();
    // A canceled deal frees its creator and slot.
    await hire(server, brand, campaign.id, productId, creator.id);
  });
});

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
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    const zip = await fetch(`${server.url}${content.data!.ContentItems.download_all_url}`);
    expect(zip.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer())))).toHaveLength(3);
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
    const tampered = items[0]!.url.replace(/c=[^&]+/, `c=${stranger.companyId}`);
    expect((await fetch(`${server.url}${tampered}`)).status).toBe(401);
  });
});

type Outcome = { ok: true } | { ok: false; code: unknown };

/** Every action there is on a deal, as the one who may try it tries it: the brand over GraphQL, the rest by staff API. */
function actionsOn(server: TestServer, brand: Brand, picture: Buffer) {
  const graphql = async (answer: Promise<{ errors?: unknown }>): Promise<Outcome> => {
    const done = (await answer) as Parameters<typeof errorOf>[0];
    return done.errors ? { ok: false, code: errorOf(done).code } : { ok: true };
  };
  const staff = async (
    answer: Promise<{ status: number; body: Record<string, unknown> }>,
  ): Promise<Outcome> => {
    const done = await answer;
    return done.status < 300 ? { ok: true } : { ok: false, code: done.body.code };
  };
  type Action = { role: DealRole; command: DealCommand; run: (id: string) => Promise<Outcome> };
  const creatorStep = (action: string, type: DealCommand['type'], role: DealRole = 'creator'): Action => ({
    role,
    command: { type } as DealCommand,
    run: (id) => staff(staffDeal(server, id, action)),
  });
  const actions: Record<string, Action> = {
    ship: {
      role: 'company',
      command: { type: 'deal.ship', tracking_number: 'TRACK 123' },
      run: (id) => graphql(call(server, DealShipDocument, { id, tracking_number: 'TRACK 123' }, brand.token)),
    },
    acceptContent: {
      role: 'company',
      command: { type: 'content.accept' },
      run: (id) => graphql(call(server, DealAcceptContentDocument, { id }, brand.token)),
    },
    declineContent: {
      role: 'company',
      command: { type: 'content.decline', feedback: 'Show the label please' },
      run: (id) =>
        graphql(
          call(server, DealDeclineContentDocument, { id, feedback: 'Show the label please' }, brand.token),
        ),
    },
    cancel: {
      role: 'company',
      command: { type: 'deal.cancel' },
      run: (id) => graphql(call(server, DealCancelDocument, { id }, brand.token)),
    },
    accept: creatorStep('accept', 'deal.accept'),
    purchase: creatorStep('purchase', 'deal.purchase'),
    receive: creatorStep('receive', 'deal.receive'),
    upload: {
      role: 'creator',
      command: { type: 'content.upload' },
      run: (id) => staff(upload(server, id, picture)),
    },
    approve: creatorStep('approve', 'content.approve', 'staff'),
    publish: creatorStep('publish', 'content.publish'),
  };
  return actions;
}

describe('every event by every role', () => {
  for (const [delivery, path] of [
    ['refund', ['accept', 'purchase', 'receive', 'upload', 'approve', 'acceptContent', 'publish']],
    ['shipping', ['accept', 'ship', 'receive', 'upload', 'approve', 'acceptContent', 'publish']],
  ] as const) {
    it(
      `refuses at each step of a ${delivery} deal what the deal machine refuses, with its code`,
      { timeout: 180_000 },
      async () => {
        const { server } = api;
        const brand = await brandCompany(server);
        const productId = await productOf(server, brand);
        const campaign = await activeCampaign(server, brand, { productIds: [productId], delivery, deals: 1 });
        const creator = await testCreator(server);
        const { id } = await hire(server, brand, campaign.id, productId, creator.id);
        const actions = actionsOn(server, brand, await makeImage('png', 48, 60));
        const rowOf = async () =>
          (await server.app.services.db.select().from(deals).where(eq(deals.id, id)))[0]!;
        for (const next of [...path, null]) {
          const row = await rowOf();
          const allowed: string[] = [];
          for (const [name, action] of Object.entries(actions)) {
            const expected = decideDealEvent(factsOf(row), action.command, action.role, new Date());
            if (expected.ok) {
              allowed.push(name);
              continue;
            }
            expect(await action.run(id), `${name} at ${row.status}`).toEqual({
              ok: false,
              code: expected.code,
            });
            expect((await rowOf()).status).toBe(row.status);
          }
          if (next === null) {
            expect(row.status).toBe('finished');
            expect(allowed).toEqual([]);
            break;
          }
          expect(allowed, row.status).toContain(next);
          expect(await actions[next]!.run(id), `${next} at ${row.status}`).toEqual({ ok: true });
        }
      },
    );
  }
});

describe('the staff command line', () => {
  it('moves a deal with `deal <id> <action>` and uploads with `deal <id> upload <file>`', async () => {
    const { server } = api;
    const brand = await brandCompany(server);
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId] });
    const creator = await testCreator(server);
    const { id } = await hire(server, brand, campaign.id, productId, creator.id);
    const dir = await mkdtemp(path.join(tmpdir(), 'creatorhub-deal-cli-'));
    try {
      const file = path.join(dir, 'look.png');
      await writeFile(file, await makeImage('png', 40, 50));
      const env = { API_URL: server.url, STAFF_KEY: server.app.staffKey };
      const run = async (...argv: string[]) => {
        const out: string[] = [];
        const err: string[] = [];
        const code = await runStaffCli(argv, env, {
          out: (line) => out.push(line),
          err: (line) => err.push(line),
        });
        return { code, out: out.join('\n'), err: err.join('\n') };
      };
      for (const action of ['accept', 'purchase', 'receive'])
        expect(await run('deal', id, action)).toMatchObject({ code: 0 });
      const uploaded = await run('deal', id, 'upload', file);
      expect(uploaded).toMatchObject({ code: 0, out: expect.stringContaining('creator_upload_content') });
      const refused = await run('deal', id, 'publish');
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('DEAL_WRONG_STEP');
      expect(await run('deal', id, 'approve')).toMatchObject({
        code: 0,
        out: expect.stringContaining('waiting for company'),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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
      await call(server, DealShipDocument, { id, tracking_number: 'TRACK123' }, other.token),
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
        body: { code: 'deal.changed', deal_id: id, event: 'deal.accept', status: 'creator_accepted' },
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
