/**
 * Ceilings on money. Probed: a product at $100,000, 100 deals, pro tier, long videos, paid by card: a
 * $12,500,269.60 charge went through. Here the sandbox gateway refuses a charge past $999,999.99 with Stripe's
 * amount_too_large, a campaign costs at most CAMPAIGN_TOTAL_MAX_CENTS whichever way it is paid (nothing charged,
 * nothing written), and a wallet holds at most WALLET_MAX_CENTS, wires on their way counted.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { call, errorOf } from '../api/account-helpers';
import { campaigns, cardCharges, wireTransfers } from '../../server/db/schema';
import { balanceOf, ledgerAccount } from '../../server/services/ledger';
import { moveWallet } from '../support/ledger';
import { WalletTopUpCardDocument, WireTopUpRequestDocument } from '../../src/graphql/generated/graphql';
import { CARD_CHARGE_MAX_CENTS } from '../../src/domain/ledger';
import { CAMPAIGN_TOTAL_MAX_CENTS } from '../../src/domain/pricing';
import { WALLET_MAX_CENTS, WIRE_TOP_UP_MAX_CENTS } from '../../src/domain/billing';
import { campaignOf, moneyCompany, savedCard, submitCampaign, totalOf } from './money-support';

const api = serverForTests();
const services = () => api.server.app.services;

describe('the sandbox gateway', () => {
  it('refuses a charge past $999,999.99 with amount_too_large, and charges $999,999.99', async () => {
    const { payments } = services();
    const tokenized = (
      payments as unknown as { tokenize: (card: object) => { ok: true; method: { id: string } } }
    ).tokenize({ number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' });
    const charge = (amount: number) =>
      payments.charge({
        paymentMethod: tokenized.method.id,
        amount,
        idempotencyKey: randomUUID(),
        description: 'ceiling',
      });
    expect(await charge(CARD_CHARGE_MAX_CENTS + 1)).toEqual({ ok: false, decline: 'amount_too_large' });
    expect(await charge(CARD_CHARGE_MAX_CENTS)).toMatchObject({ ok: true });
  });
});

describe('a campaign past its ceiling', () => {
  const huge = (owner: Awaited<ReturnType<typeof moneyCompany>>) =>
    campaignOf(owner, {
      kind: 'ugc_video',
      products: [{ product_id: owner.products[0]!.id, deals: 100 }],
      deals: 100,
      delivery: 'refund',
      taxes_cents: 5_00,
      shipping_cents: 5_00,
      creator_tier: 'pro',
      video_duration: '60s',
    });

  it('is refused by card before anything is charged or written', async () => {
    const owner = await moneyCompany(api.server, [10_000_000]);
    const card = await savedCard(api.server, owner.token);
    const input = huge(owner);
    expect(totalOf(owner, input, 'card')).toBeGreaterThan(CAMPAIGN_TOTAL_MAX_CENTS);
    const answer = await submitCampaign(api.server, owner, input, { card });
    expect(errorOf(answer).code).toBe('CAMPAIGN_TOO_LARGE');
    expect(errorOf(answer).extensions.max).toBe(CAMPAIGN_TOTAL_MAX_CENTS);
    const db = services().db;
    expect(await db.select().from(cardCharges).where(eq(cardCharges.company_id, owner.id))).toEqual([]);
    expect(await db.select().from(campaigns).where(eq(campaigns.company_id, owner.id))).toEqual([]);
  });

  it('is refused from the wallet too, the wallet untouched', async () => {
    const owner = await moneyCompany(api.server, [10_000_000]);
    await moveWallet(services(), owner.id, 20_000_000_00);
    const answer = await submitCampaign(api.server, owner, huge(owner));
    expect(errorOf(answer).code).toBe('CAMPAIGN_TOO_LARGE');
    expect(await balanceOf(services().db, ledgerAccount.wallet(owner.id))).toBe(20_000_000_00);
  });
});

describe('a wallet at its ceiling', () => {
  it('refuses a wire or a card top-up past it, wires on their way counted', async () => {
    const owner = await moneyCompany(api.server);
    const card = await savedCard(api.server, owner.token);
    await moveWallet(services(), owner.id, WALLET_MAX_CENTS - WIRE_TOP_UP_MAX_CENTS - 5_000_00);
    const wire = (amount: number) =>
      call(api.server, WireTopUpRequestDocument, { amount, idempotency_key: randomUUID() }, owner.token);
    expect((await wire(WIRE_TOP_UP_MAX_CENTS)).errors).toBeUndefined();
    const past = await wire(10_000_00);
    expect(errorOf(past).code).toBe('WALLET_LIMIT');
    expect(errorOf(past).extensions.room).toBe(5_000_00);
    const topUp = (amount: number) =>
      call(
        api.server,
        WalletTopUpCardDocument,
        { amount, card_id: card, idempotency_key: randomUUID() },
        owner.token,
      );
    expect(errorOf(await topUp(5_000_01)).code).toBe('WALLET_LIMIT');
    expect((await topUp(5_000_00)).data!.WalletTopUpCard.status).toBe(true);
    expect(errorOf(await topUp(10_00)).code).toBe('WALLET_LIMIT');
    const wires = await services()
      .db.select()
      .from(wireTransfers)
      .where(eq(wireTransfers.company_id, owner.id));
    expect(wires).toHaveLength(1);
  });
});
