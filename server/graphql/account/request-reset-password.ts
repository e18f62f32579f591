/**
 * RequestResetPassword mails a single-use link (1 hour) and answers the same, as fast, whether or not the address
 * has an account; requests are limited per address and per client address, counted before anything else.
 */
import type { MutationResolver } from '../resolver-types';
import { ResetRequest } from '../../../src/domain/account';
import { RESET_REQUESTS_PER_CLIENT, RESET_REQUESTS_PER_EMAIL } from '../../../src/domain/constants';
import { refusalOf } from '../../services/rate-limit';
import { rateLimited, validInput } from '../errors';
import { statusMessage } from '../answers';
import { sendResetLink } from './reset-link';

export const RequestResetPassword: MutationResolver<'RequestResetPassword'> = async (_parent, args, ctx) => {
  const input = validInput(ResetRequest, args);
  const { limits } = ctx.services;
  // Counted by the address asked for, account or not, so the limit itself tells nothing.
  const waiting = refusalOf(
    await Promise.all([
      limits.take(RESET_REQUESTS_PER_EMAIL, input.email),
      limits.take(RESET_REQUESTS_PER_CLIENT, ctx.clientAddress),
    ]),
  );
  if (waiting !== null) throw rateLimited(waiting);
  // The answer does not wait for the account lookup, the link or the mail: how long it takes tells nothing.
  sendResetLink(ctx, input.email).catch((error: unknown) =>
    ctx.services.log.error('reset link not sent', { error: String(error) }),
  );
  return statusMessage('password.resetRequested');
};
