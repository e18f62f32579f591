/**
 * A submission's idempotency key names one request. Probed: CampaignSubmit with key K for campaign X, then K with
 * campaign Y, answered Y with X; and a declined card submit retried with the same key and another card answered
 * 500 and left an invisible awaiting_payment campaign. Here the reused key is refused as top-ups, wires and hires
 * refuse it, and a declined payment leaves the draft as it was, the retry being a new attempt.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { call, errorOf } from '../api/account-helpers';
import { campaigns, cardCharges } from '../../server/db/schema';
import { auditLedger, balanceOf, ledgerAccount } from '../../server/services/ledger';
import { moveWallet } from '../support/ledger';
import { CampaignDraftDocument, CampaignDraftSaveDocument } from '../../src/graphql/generated/graphql';
import { campaignOf, moneyCompany, savedCard, submitCampaign } from './money-support';

const api = serverForTests();
const services = () => api.server.app.services;

const campaignRows = (companyId: string) =>
  services().db.select().from(campaigns).where(eq(campaigns.company_id, companyId));

describe('a submission key', () => {
  it('is refused with another campaign, and the first campaign is left as it was', async () => {
    const owner = await moneyCompany(api.server);
    await moveWallet(services(), owner.id, 5_000_00);
    const key = randomUUID();
    const first = await submitCampaign(api.server, owner, campaignOf(owner), { key });
    expect(first.errors).toBeUndefined();
    const wallet = await balanceOf(services().db, ledgerAccount.wallet(owner.id));
    const other = await submitCampaign(api.server, owner, campaignOf(owner, { name: 'Autumn launch' }), {
      key,
    });
    expect(errorOf(other).code).toBe('IDEMPOTENCY_KEY_REUSED');
    const repeat = await submitCampaign(api.server, owner, campaignOf(owner), { key });
    expect(repeat.data!.CampaignSubmit.id).toBe(first.data!.CampaignSubmit.id);
    expect(await balanceOf(services().db, ledgerAccount.wallet(owner.id))).toBe(wallet);
    expect((await campaignRows(owner.id)).map((row) => row.name)).toEqual(['Spring glow launch']);
  });

  it('is refused with another way to pay or another card', async () => {
    const owner = await moneyCompany(api.server);
    await moveWallet(services(), owner.id, 5_000_00);
    const card = await savedCard(api.server, owner.token);
    const key = randomUUID();
    expect((await submitCampaign(api.server, owner, campaignOf(owner), { key })).errors).toBeUndefined();
    const byCard = await submitCampaign(api.server, owner, campaignOf(owner), { key, card });
    expect(errorOf(byCard).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('a declined card submit', () => {
  it('leaves the draft as it was, and the same key with another card is a new attempt', async () => {
    const owner = await moneyCompany(api.server);
    const declining = await savedCard(api.server, owner.token, '4000000000000341');
    const good = await savedCard(api.server, owner.token);
    const input = campaignOf(owner);
    const saved = await call(
      api.server,
      CampaignDraftSaveDocument,
      { data: JSON.stringify({ ...input, step: 'summary' }), revision: 0 },
      owner.token,
    );
    expect(saved.errors).toBeUndefined();
    const key = randomUUID();
    const declined = await submitCampaign(api.server, owner, input, { key, card: declining });
    expect(errorOf(declined).code).toBe('CARD_DECLINED');
    expect(await campaignRows(owner.id)).toEqual([]);
    const draft = await call(api.server, CampaignDraftDocument, {}, owner.token);
    expect(JSON.parse(draft.data!.CampaignDraft!.data)).toMatchObject({ name: input.name });

    const retried = await submitCampaign(api.server, owner, input, { key, card: good });
    expect(retried.errors).toBeUndefined();
    expect(retried.data!.CampaignSubmit.status).toBe('pending_admin_approval');
    const rows = await campaignRows(owner.id);
    expect(rows.map((row) => row.status)).toEqual(['pending_admin_approval']);
    expect((await call(api.server, CampaignDraftDocument, {}, owner.token)).data!.CampaignDraft).toBeNull();
    // The retry again with the card that paid answers the same campaign, charged once.
    const again = await submitCampaign(api.server, owner, input, { key, card: good });
    expect(again.data!.CampaignSubmit.id).toBe(rows[0]!.id);
    expect(await balanceOf(services().db, ledgerAccount.campaign(rows[0]!.id))).toBe(
      rows[0]!.price_breakdown!.subtotal,
    );
    expect(await auditLedger(services().db)).toEqual([]);
  });

  it('tried again with the same declining card is tried again, not answered from the first decline', async () => {
    const owner = await moneyCompany(api.server);
    const declining = await savedCard(api.server, owner.token, '4000000000000341');
    const key = randomUUID();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await submitCampaign(api.server, owner, campaignOf(owner), { key, card: declining });
      expect(errorOf(answer).code).toBe('CARD_DECLINED');
    }
    expect(await campaignRows(owner.id)).toEqual([]);
    const charges = await services()
      .db.select()
      .from(cardCharges)
      .where(eq(cardCharges.company_id, owner.id));
    expect(charges.map((charge) => charge.status)).toEqual(['declined', 'declined']);
  });
});
