/**
 * CompanyResendEmailVerificationCode: a new code, at most once a minute and EMAIL_CODE_SENDS_PER_DAY a day per
 * account (src/domain/constants), each counted before it is acted on.
 */
import type { MutationResolver } from '../resolver-types';
import { EMAIL_CODE_SENDS_PER_DAY } from '../../../src/domain/constants';
import { atomically } from '../../services/unit-of-work';
import { rateLimited, refused } from '../errors';
import { sendVerificationCode } from './shared';
import { statusMessage } from '../answers';
import { signedIn } from '../access';

export const CompanyResendEmailVerificationCode: MutationResolver<
  'CompanyResendEmailVerificationCode'
> = async (_parent, _args, ctx) => {
  const { company } = signedIn(ctx);
  if (company.has_verified_email) {
    throw refused('ALREADY_VERIFIED', 'Your e-mail address is already verified');
  }
  const attempt = await ctx.services.limits.take(EMAIL_CODE_SENDS_PER_DAY, company.id);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfter);
  const outcome = await atomically(ctx.services, (work) => sendVerificationCode(ctx, work, company));
  if (!outcome.sent) {
    // Held by the cooldown: nothing was sent, so nothing counts towards the day's codes.
    await attempt.giveBack();
    throw rateLimited(outcome.retryAfter);
  }
  return statusMessage('verification.codeSent');
};
