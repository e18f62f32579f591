/**
 * Card testing is refused before the gateway is asked (the card limits of src/domain/constants.ts): every card
 * attempt of the company, of the card when it is saved, and of the client address is counted first, atomically;
 * past any of the limits the attempt is refused with RATE_LIMITED. An attempt that goes through is given back, so
 * only refusals count against a company that pays.
 */
import type { Context } from '../../context';
import {
  CARD_DECLINES_PER_CARD,
  CARD_DECLINES_PER_CLIENT,
  CARD_DECLINES_PER_COMPANY,
} from '../../../src/domain/constants';
import { refusalOf } from '../../services/rate-limit';
import { rateLimited } from '../errors';

export type CardAttempt = {
  /** The card went through: the attempt is not counted. */
  succeeded: () => Promise<void>;
};

export async function cardAttempt(
  ctx: Context,
  companyId: string,
  cardId?: string | null,
): Promise<CardAttempt> {
  const { limits } = ctx.services;
  const attempts = await Promise.all([
    limits.take(CARD_DECLINES_PER_COMPANY, companyId),
    limits.take(CARD_DECLINES_PER_CLIENT, ctx.clientAddress),
    ...(cardId ? [limits.take(CARD_DECLINES_PER_CARD, cardId)] : []),
  ]);
  const wait = refusalOf(attempts);
  if (wait !== null) throw rateLimited(wait);
  return {
    succeeded: async () => {
      await Promise.all(attempts.map((attempt) => attempt.giveBack()));
    },
  };
}
