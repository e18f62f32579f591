/**
 * CardAdd: saves a card the browser tokenized; a card its issuer declines is refused with its code, and counts
 * against the card-testing limits (card-attempts.ts).
 */
import type { MutationResolver } from '../resolver-types';
import { CardInput, declineErrorCode } from '../../../src/domain/billing';
import { addCard } from '../../services/cards';
import { refused, validInput } from '../errors';
import { signedIn } from '../access';
import { cardAttempt } from './card-attempts';

export const CardAdd: MutationResolver<'CardAdd'> = async (_parent, args, ctx) => {
  const input = validInput(CardInput, args);
  const { company } = signedIn(ctx);
  const attempt = await cardAttempt(ctx, company.id);
  const outcome = await addCard(ctx.services, company.id, input);
  if (outcome.ok) await attempt.succeeded();
  if (!outcome.ok)
    throw refused(declineErrorCode(outcome.decline), 'The card was declined', {
      decline_code: outcome.decline,
    });
  return outcome.card;
};
