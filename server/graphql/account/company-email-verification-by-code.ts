/**
 * CompanyEmailVerificationByCode: 6 digits, 30 minutes, burned after 5 wrong tries; per account and day at most
 * EMAIL_CODE_TRIES_PER_DAY tries over all codes (src/domain/constants), each counted before it is acted on.
 */
import type { MutationResolver } from '../resolver-types';
import { VerificationCode } from '../../../src/domain/account';
import { EMAIL_CODE_TRIES_PER_DAY } from '../../../src/domain/constants';
import { markEmailVerified, tryEmailCode } from '../../services/accounts';
import { actorOf, audit } from '../../services/audit';
import { atomically } from '../../services/unit-of-work';
import { codedNotice } from '../../services/notifications';
import { rateLimited, refused, validInput } from '../errors';
import { statusMessage } from '../answers';
import { signedIn } from '../access';

export const CompanyEmailVerificationByCode: MutationResolver<'CompanyEmailVerificationByCode'> = async (
  _parent,
  args,
  ctx,
) => {
  const input = validInput(VerificationCode, args);
  const { company, session } = signedIn(ctx);
  if (company.has_verified_email) {
    return statusMessage('verification.alreadyVerified');
  }
  const attempt = await ctx.services.limits.take(EMAIL_CODE_TRIES_PER_DAY, company.id);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfter);
  const checked = await tryEmailCode(ctx.services.db, company.id, input.email_validation_code);
  // Only a guess at a live code counts towards the day's tries.
  const guessed =
    checked.result === 'matched' ||
    checked.result === 'invalid' ||
    (checked.result === 'burned' && checked.guessed);
  if (!guessed) await attempt.giveBack();
  switch (checked.result) {
    case 'invalid':
      throw refused('CODE_INVALID', 'The code is not valid, please double-check and try again', {
        tries_left: checked.triesLeft,
      });
    case 'burned':
      throw refused('CODE_BURNED', 'The code was entered wrong too many times, please ask for a new one');
    case 'expired':
      throw refused('CODE_EXPIRED', 'The code has expired, please ask for a new one');
    case 'verified':
      return statusMessage('verification.verified');
    case 'matched':
      break;
  }
  await atomically(ctx.services, async (work) => {
    // A parallel request with the same code may have verified the address already: it told the user.
    if (!(await markEmailVerified(work, company.id))) return;
    await audit(work.db, {
      action: 'email.verified',
      companyId: company.id,
      actor: actorOf(session),
      clientAddress: ctx.clientAddress,
    });
    await work.notify(company.id, codedNotice({ code: 'account.verified', origin: session.id }));
  });
  return statusMessage('verification.verified');
};
