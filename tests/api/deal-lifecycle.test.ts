/**
 * A deal's life over HTTP (issue 14), each event by its role through the deal machine (the brand over GraphQL,
 * creators and staff over the staff API): a refund deal from hire to paid content, shipping, cancelation, and the
 * refusals, judged by the machine before what an event carries and answered by their codes.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { dealOf, hire, staffDeal, upload } from '../support/deal-calls';
import { call, errorOf } from './account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator } from '../support/deals';
import {
  DealAcceptContentDocument,
  DealCancelDocument,
  DealDeclineContentDocument,
  DealsDocument,
  DealShipDocument,
  DashboardDealsDocument,
} from '../../src/graphql/generated/graphql';
import { auditLedger, balanceOf, ledgerAccount } from '../../server/services/ledger';
import { campaigns, ledgerTransactions } from '../../server/db/schema';
import { MAX_CONTENT_REVISIONS } from '../../src/domain/deal';
import { makeImage } from '../support/media';
import englishErrors from '../../locales/en/errors.json';

const api = serverForTests();

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
      errorOf(
        await call(
          server,
          DealShipDocument,
          { id, carrier: 'other', tracking_number: 'TRACK123' },
          brand.token,
        ),
      ).code,
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
    const bad = await call(
      server,
      DealShipDocument,
      { id, carrier: 'ups', tracking_number: 'X1' },
      brand.token,
    );
    expect(errorOf(bad).code).toBe('BAD_USER_INPUT');
    const shipped = await call(
      server,
      DealShipDocument,
      { id, carrier: 'ups', tracking_number: '1z 999 aa1 0123 4567 84' },
      brand.token,
    );
    expect(shipped.errors).toBeUndefined();
    expect(shipped.data?.DealShip).toMatchObject({
      status: 'purchased_sent',
      delivery_status: 'pending_delivery',
      carrier: 'ups',
      tracking_number: '1Z999AA10123456784',
      awaiting: 'creator',
    });
  });

  it('judges the step before what the event carries: a bad tracking number off its step is that step refused', async () => {
    const { server } = api;
    const brand = await brandCompany(server);
    const productId = await productOf(server, brand);
    const shipping = await activeCampaign(server, brand, { productIds: [productId], delivery: 'shipping' });
    const refund = await activeCampaign(server, brand, { productIds: [productId], delivery: 'refund' });
    const creator = await testCreator(server);
    const shipped = await hire(server, brand, shipping.id, productId, creator.id);
    const bought = await hire(server, brand, refund.id, productId, creator.id);
    // Still the creator's turn to accept: the machine refuses the step, whatever the number looks like.
    const early = await call(
      server,
      DealShipDocument,
      { id: shipped.id, carrier: 'ups', tracking_number: 'X1' },
      brand.token,
    );
    expect(errorOf(early).code).toBe('DEAL_WRONG_STEP');
    // A refund deal is never shipped by the brand, with a good number or a bad one.
    const refundShip = await call(
      server,
      DealShipDocument,
      { id: bought.id, carrier: 'ups', tracking_number: '' },
      brand.token,
    );
    expect(errorOf(refundShip).code).toBe('DEAL_DELIVERY_MISMATCH');
    // Feedback too: sent back before any content, short feedback is the wrong step, not a field error.
    const decline = await call(
      server,
      DealDeclineContentDocument,
      { id: bought.id, feedback: 'x' },
      brand.token,
    );
    expect(errorOf(decline).code).toBe('DEAL_WRONG_STEP');
    // On its step, the number is checked as the shared rule says.
    expect((await staffDeal(server, shipped.id, 'accept')).status).toBe(200);
    const bad = await call(
      server,
      DealShipDocument,
      { id: shipped.id, carrier: 'ups', tracking_number: 'X1' },
      brand.token,
    );
    expect(errorOf(bad)).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it("answers a refusal by its code, its English sentence the one of the web app's texts", async () => {
    const { server } = api;
    const brand = await brandCompany(server);
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId] });
    const creator = await testCreator(server);
    const { id } = await hire(server, brand, campaign.id, productId, creator.id);
    const answer = await call(server, DealAcceptContentDocument, { id }, brand.token);
    expect(answer.errors?.[0]).toMatchObject({
      message: englishErrors.codes.DEAL_WRONG_STEP,
      extensions: { code: 'DEAL_WRONG_STEP' },
    });
  });

  it("cancels before the product is sent and puts the itemised cost back in the campaign's funds", async () => {
    const { server } = api;
    const { db } = server.app.services;
    const brand = await brandCompany(server);
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId] });
    const creator = await testCreator(server);
    const { id } = await hire(server, brand, campaign.id, productId, creator.id);
    const wallet = await balanceOf(db, ledgerAccount.wallet(brand.companyId));
    const funds = await balanceOf(db, ledgerAccount.campaign(campaign.id));
    const canceled = await call(server, DealCancelDocument, { id }, brand.token);
    expect(canceled.errors).toBeUndefined();
    const deal = canceled.data!.DealCancel;
    expect(deal).toMatchObject({
      status: 'canceled',
      delivery_status: 'canceled',
      awaiting: null,
      due_at: null,
    });
    // The campaign still hires: the cost waits in its funds for the slot, the wallet does not move.
    expect(await balanceOf(db, ledgerAccount.campaign(campaign.id))).toBe(funds + deal.cost.total);
    expect(await balanceOf(db, ledgerAccount.wallet(brand.companyId))).toBe(wallet);
    const [refund] = await db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.reference, id), eq(ledgerTransactions.kind, 'deal_refund')));
    expect(refund?.detail).toMatchObject({ to: 'campaign' });
    // A canceled deal frees its creator and slot.
    await hire(server, brand, campaign.id, productId, creator.id);
  });
});

describe('the ledger', () => {
  it('sums to zero, every kept balance as its legs say, after all of the above', async () => {
    expect(await auditLedger(api.server.app.services.db)).toEqual([]);
  });
});
