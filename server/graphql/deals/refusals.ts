/** A deal service's refusal as the GraphQL error the web app understands: its code, with its details. */
import type { GraphQLError } from 'graphql';
import { DealBadInput, DealRefused } from '../../services/deals/refusals';
import { englishOfRefusal } from '../../services/messages';
import { badInput, notFound, refused } from '../errors';

/**
 * The refusal's code is the answer (the web app says it in the user's language, from errors:codes); its English
 * sentence comes from the same texts, so it is written once.
 */
export function dealError(error: unknown, what = 'Deal'): GraphQLError | unknown {
  if (error instanceof DealBadInput) return badInput(error.fields);
  if (error instanceof DealRefused) {
    if (error.code === 'NOT_FOUND') return notFound(what);
    const message = englishOfRefusal(error.code);
    const criterion = error.details.criterion;
    return refused(error.code, criterion ? `${message} (${criterion})` : message, error.details);
  }
  return error;
}
