/**
 * Starting a change of e-mail address: a single-use link (1 hour) goes to the NEW address; opening it with the old
 * address and the password switches the account over (CompanyUpdateEmail).
 */
import type { Context } from '../../context';
import type { CompanyRow } from '../../db/schema';
import type { Work } from '../../services/unit-of-work';
import { ACCOUNT_LINK_TTL_SECONDS } from '../../../src/domain/constants';
import { createAccountToken, findCompanyByEmail } from '../../services/accounts';
import { changeEmailMail } from '../../services/mail-templates';
import { audit } from '../../services/audit';
import { refused } from '../errors';
import { appLink, emailTaken, mailLanguageFor } from './shared';

/**
 * Checks the new address and, within the caller's unit of work, makes the confirmation link and mails it to that
 * address once the unit commits; `field` names the input the address came from.
 */
export async function startEmailChange(
  ctx: Context,
  work: Work,
  company: CompanyRow,
  actor: string,
  newEmail: string,
  field: string,
): Promise<void> {
  if (newEmail === company.email) {
    throw refused('SAME_EMAIL', 'This is already your e-mail address', {
      fields: { [field]: { code: 'sameEmail' } },
    });
  }
  if (await findCompanyByEmail(work.db, newEmail)) throw emailTaken(field);
  const token = await createAccountToken(work.db, company.id, 'email_change', ACCOUNT_LINK_TTL_SECONDS, {
    new_email: newEmail,
  });
  work.mail(changeEmailMail(newEmail, mailLanguageFor(ctx, company), appLink(ctx, `/update/${token}`)));
  await audit(work.db, {
    action: 'email.change_requested',
    companyId: company.id,
    actor,
    clientAddress: ctx.clientAddress,
  });
}
