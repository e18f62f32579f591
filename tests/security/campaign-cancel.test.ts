/**
 * A campaign waiting for approval can be canceled by its company, and everything it was charged goes back to the
 * wallet through the ledger, once: not by another company, not twice (the same request again answers the same
 * campaign, parallel cancels credit once, a key that canceled another campaign is refused), and not once the
 * campaign is past approval.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { campaignInput, createCampaignCompany, submitCampaign } from '../support/campaigns';
import { call, errorOf } from '../api/account-helpers';
import { CampaignCancelDocument, CampaignDocument } from '../../src/graphql/generated/graphql';
import { ledgerTransactions } from '../../server/db/schema';
import { auditLedger, balanceOf, ledgerAccount } from '../../server/services/ledger';

const api = serverForTests();
const START_BALANCE = 5_000_00;

async function pendingCampaign() {
  const owner = await createCampaignCompany(api.server, { balance: START_BALANCE });
  const id = await submitCampaign(api.server, owner, campaignInput(owner));
  return { owner, id };
}

const wallet = (companyId: string) => balanceOf(api.server.app.services.db, ledgerAccount.wallet(companyId));

const refundsOf = (companyId: string) =>
  api.server.app.services.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.company_id, companyId), eq(ledgerTransactions.kind, 'campaign_refund')));

const cancel = (id: string, token: string, key: string = randomUUID()) =>
  call(api.server, CampaignCancelDocument, { id, idempotency_key: key }, token);

describe('canceling a campaign that waits for approval', () => {
  it('refunds everything it was charged to the wallet, through the ledger', async () => {
    const { owner, id } = await pendingCampaign();
    const charged = START_BALANCE - (await wallet(owner.id));
    expect(charged).toBeGreaterThan(0);
    const answer = await cancel(id, owner.token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.CampaignCancel).toEqual({ id, status: 'deactivated', refunded: charged });
    expect(await wallet(owner.id)).toBe(START_BALANCE);
    expect(await balanceOf(api.server.app.services.db, ledgerAccount.campaign(id))).toBe(0);
    const [refund, ...more] = await refundsOf(owner.id);
    expect(more).toEqual([]);
    expect(refund!.detail).toMatchObject({ reason: 'canceled', method: 'wallet', campaign_id: id });
    const campaign = (await call(api.server, CampaignDocument, { id }, owner.token)).data!.Campaign!;
    expect(campaign.status_history.at(-1)).toMatchObject({ status: 'deactivated', by: 'company' });
    expect(await auditLedger(api.server.app.services.db)).toEqual([]);
  });

  it('is refused to another company, as a campaign that does not exist, and moves no money', async () => {
    const { owner, id } = await pendingCampaign();
    const other = await createCampaignCompany(api.server, { balance: START_BALANCE });
    const before = await wallet(owner.id);
    expect(errorOf(await cancel(id, other.token)).code).toBe('NOT_FOUND');
    expect(await wallet(owner.id)).toBe(before);
    expect(await wallet(other.id)).toBe(START_BALANCE);
    expect(await refundsOf(owner.id)).toEqual([]);
    const campaign = (await call(api.server, CampaignDocument, { id }, owner.token)).data!.Campaign!;
    expect(campaign.status).toBe('pending_admin_approval');
  });

  it('credits once however often it is sent: the same key answers the same campaign, another key is refused', async () => {
    const { owner, id } = await pendingCampaign();
    const key = randomUUID();
    const answers = await Promise.all([
      cancel(id, owner.token, key),
      cancel(id, owner.token, key),
      cancel(id, owner.token),
      cancel(id, owner.token),
    ]);
    const succeeded = answers.filter((answer) => !answer.errors);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((candidate) => candidate.errors))
      expect(errorOf(answer).code).toBe('CAMPAIGN_STATUS');
    expect(await wallet(owner.id)).toBe(START_BALANCE);
    expect(await refundsOf(owner.id)).toHaveLength(1);
    // Sent again later: the same key answers the campaign as it is, another is refused; nothing more is credited.
    const again = await cancel(id, owner.token, key);
    const keyOfRefund = (await refundsOf(owner.id))[0]!.detail.request_key as string;
    if (keyOfRefund === key) expect(again.data?.CampaignCancel.status).toBe('deactivated');
    else expect(errorOf(again).code).toBe('CAMPAIGN_STATUS');
    expect(errorOf(await cancel(id, owner.token)).code).toBe('CAMPAIGN_STATUS');
    expect(await wallet(owner.id)).toBe(START_BALANCE);
    expect(await refundsOf(owner.id)).toHaveLength(1);
    expect(await auditLedger(api.server.app.services.db)).toEqual([]);
  });

  it('refuses a key that canceled another campaign', async () => {
    const owner = await createCampaignCompany(api.server, { balance: START_BALANCE });
    const first = await submitCampaign(api.server, owner, campaignInput(owner));
    const second = await submitCampaign(
      api.server,
      owner,
      campaignInput(owner, { name: 'Summer glow launch' }),
    );
    const key = randomUUID();
    expect((await cancel(first, owner.token, key)).errors).toBeUndefined();
    expect((await cancel(first, owner.token, key)).data?.CampaignCancel.id).toBe(first);
    expect(errorOf(await cancel(second, owner.token, key)).code).toBe('IDEMPOTENCY_KEY_REUSED');
    const campaign = (await call(api.server, CampaignDocument, { id: second }, owner.token)).data!.Campaign!;
    expect(campaign.status).toBe('pending_admin_approval');
  });

  it('is refused once the campaign is approved, and for a key that is not one', async () => {
    const { owner, id } = await pendingCampaign();
    expect(errorOf(await cancel(id, owner.token, 'short')).code).toBe('BAD_USER_INPUT');
    expect((await api.server.staff('campaign-approve', { id })).status).toBe(200);
    const before = await wallet(owner.id);
    expect(errorOf(await cancel(id, owner.token)).code).toBe('CAMPAIGN_STATUS');
    expect(await wallet(owner.id)).toBe(before);
    expect(await refundsOf(owner.id)).toEqual([]);
  });
});
