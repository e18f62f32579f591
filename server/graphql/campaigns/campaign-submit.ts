/**
 * CampaignSubmit: the whole campaign checked with the shared CampaignInput, its products the company's and of its
 * brand, the price made again by the shared pricing function and compared with what the user saw, at least one
 * creator fitting its targeting (NO_CREATOR_FITS), then paid and created once per idempotency key
 * (services/campaigns/submission.ts).
 */
import { object, optional } from 'superstruct';
import type { MutationResolver } from '../resolver-types';
import { CampaignInput } from '../../../src/domain/campaign';
import {
  CAMPAIGN_TOTAL_MAX_CENTS,
  isWithinCampaignCeiling,
  PAYMENT_METHODS,
} from '../../../src/domain/pricing';
import { check, oneOf, text } from '../../../src/domain/validation';
import { priceOf, productsForCampaign, submitCampaign } from '../../services/campaigns/submission';
import { findCard } from '../../services/cards';
import { countFitting } from '../../services/creator-fit';
import { targetingOf } from '../../../src/domain/targeting';
import { badInput, refused, withoutNulls } from '../errors';
import { signedIn } from '../access';
import { cardAttempt } from '../money/card-attempts';
import { IdempotencyKeyReused } from '../../services/ledger';
import { keyReused } from '../money/key-reused';

const Payment = object({
  payment_method: oneOf(PAYMENT_METHODS),
  card_id: optional(text(1, 64)),
  idempotency_key: text(8, 200),
});

export const CampaignSubmit: MutationResolver<'CampaignSubmit'> = async (_parent, args, ctx) => {
  // Both checked before answering, so the answer names every field to mend.
  // The contract gives the shapes; the domain's rules judge the values (a null optional is one not sent).
  const checkedCampaign = check(CampaignInput, withoutNulls({ ...args.campaign }));
  const checkedPayment = check(
    Payment,
    withoutNulls({
      payment_method: args.payment_method,
      card_id: args.card_id,
      idempotency_key: args.idempotency_key,
    }),
  );
  if (!checkedCampaign.ok || !checkedPayment.ok)
    throw badInput({
      ...(checkedCampaign.ok ? {} : checkedCampaign.fields),
      ...(checkedPayment.ok ? {} : checkedPayment.fields),
    });
  const input = checkedCampaign.value;
  const payment = checkedPayment.value;
  const { company, session } = signedIn(ctx);
  const { db } = ctx.services;
  const rows = await productsForCampaign(
    db,
    company.id,
    input.brand_id,
    input.products.map((product) => product.product_id),
  );
  if (!rows) throw badInput({ products: { code: 'oneOf' } });
  const card =
    payment.payment_method === 'card'
      ? payment.card_id
        ? await findCard(db, company.id, payment.card_id)
        : null
      : null;
  if (payment.payment_method === 'card' && !card) throw badInput({ card_id: { code: 'oneOf' } });
  const price = priceOf(input, rows, payment.payment_method);
  if (price.total !== args.expected_total)
    throw refused('PRICE_CHANGED', 'The price has changed since it was shown', { total: price.total });
  if (!isWithinCampaignCeiling(price))
    throw refused('CAMPAIGN_TOO_LARGE', 'The campaign costs more than one campaign may', {
      total: price.total,
      max: CAMPAIGN_TOTAL_MAX_CENTS,
    });
  // Nobody pays for a campaign no creator can fill: counted by the rule hiring applies.
  if ((await countFitting(db, targetingOf(input))) === 0)
    throw refused('NO_CREATOR_FITS', "No creator fits the campaign's targeting");
  const attempt = card ? await cardAttempt(ctx, company.id, card.id) : null;
  const outcome = await submitCampaign(ctx.services, {
    companyId: company.id,
    input,
    price,
    method: payment.payment_method,
    card,
    key: payment.idempotency_key,
    origin: session.id,
  }).catch((error: unknown) => {
    if (error instanceof IdempotencyKeyReused) throw keyReused();
    throw error;
  });
  if (outcome.ok) {
    await attempt?.succeeded();
    return outcome.campaign;
  }
  if (outcome.reason === 'insufficient_funds')
    throw refused('INSUFFICIENT_FUNDS', 'The wallet balance is not enough', {
      balance: outcome.balance,
      missing: outcome.needed - outcome.balance,
    });
  throw refused('CARD_DECLINED', 'The card was declined', { decline: outcome.decline });
};
