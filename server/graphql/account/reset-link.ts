/** The forgotten-password link, mailed if the address has an account; nothing otherwise. */
import type { Context } from '../../context';
import { ACCOUNT_LINK_TTL_SECONDS } from '../../../src/domain/constants';
import { createAccountToken, findCompanyByEmail } from '../../services/accounts';
import { resetPasswordMail } from '../../services/mail-templates';
import { atomically } from '../../services/unit-of-work';
import { appLink, mailLanguageFor } from './shared';

export async function sendResetLink(ctx: Context, email: string): Promise<void> {
  const company = await findCompanyByEmail(ctx.services.db, email);
  if (!company) return;
  await atomically(ctx.services, async (work) => {
    const token = await createAccountToken(work.db, company.id, 'reset', ACCOUNT_LINK_TTL_SECONDS);
    const link = appLink(ctx, `/new-password/${token}?email=${encodeURIComponent(company.email)}`);
    work.mail(resetPasswordMail(company.email, mailLanguageFor(ctx, company), link));
  });
}
