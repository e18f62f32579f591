/** Pieces the account resolvers share: links, the current-password check, verification mail, refusals. */
import type { Context } from '../../context';
import type { CompanyRow } from '../../db/schema';
import type { ActiveSession } from '../../services/sessions';
import type { Work } from '../../services/unit-of-work';
import { verifyPassword } from '../../services/crypto';
import { issueEmailCode } from '../../services/accounts';
import { mailLanguage, verificationCodeMail, type MailLanguage } from '../../services/mail-templates';
import { LOGIN_ATTEMPTS_PER_EMAIL } from '../../../src/domain/constants';
import { rateLimited, refused } from '../errors';

/** A link into the web app, e.g. /new-password/{token}. */
export const appLink = (ctx: Context, path: string): string =>
  `${ctx.services.config.publicUrl.replace(/\/+$/, '')}${path}`;

/**
 * Checks the signed-in company's current password before a sensitive change. Each try counts against the same
 * limit as log-ins of the address (counted before the check), so settings cannot be used to get around it; the
 * right password lifts that limit, as a log-in does.
 */
export async function requireCurrentPassword(
  ctx: Context,
  company: CompanyRow,
  password: string,
  field = 'password',
): Promise<void> {
  const { limits } = ctx.services;
  const attempt = await limits.take(LOGIN_ATTEMPTS_PER_EMAIL, company.email);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfter);
  if (await verifyPassword(password, company.password_hash)) {
    await limits.forget(LOGIN_ATTEMPTS_PER_EMAIL, company.email);
    return;
  }
  throw refused('WRONG_PASSWORD', 'The password is not correct', {
    fields: { [field]: { code: 'wrongPassword' } },
  });
}

/** Staff acting through an impersonation link may look and help, but not change how the owner signs in. */
export function refuseStaffSession(active: ActiveSession): void {
  if (active.session.kind === 'staff') {
    throw refused('STAFF_SESSION_FORBIDDEN', 'This change is not available while impersonating an account');
  }
}

/** A link (reset, change of address, impersonation) that cannot be used: expired, or used or unknown. */
export const linkRefused = (state: 'expired' | 'used' | 'unknown') =>
  state === 'expired'
    ? refused('LINK_EXPIRED', 'This link has expired, please ask for a new one')
    : refused('LINK_INVALID', 'This link is not valid or was already used');

export const emailTaken = (field: string) =>
  refused('EMAIL_TAKEN', 'This e-mail address is already registered', {
    fields: { [field]: { code: 'emailTaken' } },
  });

/**
 * Makes a new verification code within a unit of work and mails it once the unit commits; answers the seconds to
 * wait instead when one was sent within the resend cooldown (then nothing is written or sent).
 */
export async function sendVerificationCode(
  ctx: Context,
  work: Work,
  company: CompanyRow,
): Promise<{ sent: true } | { sent: false; retryAfter: number }> {
  const issued = await issueEmailCode(work.db, company.id);
  if (!issued.ok) return { sent: false, retryAfter: issued.retryAfter };
  work.mail(verificationCodeMail(company.email, mailLanguageFor(ctx, company), issued.code));
  return { sent: true };
}

/**
 * The language a request asks for (the web app sends the user's choice as Accept-Language): 'es' or 'en' when
 * it names one of them first, otherwise null.
 */
export function languageOfRequest(ctx: Context): MailLanguage | null {
  const header = ctx.header('accept-language') ?? '';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : first.startsWith('en') ? 'en' : null;
}

/** An e-mail answering a request is written in the language the user chose there, else the account's. */
export const mailLanguageFor = (ctx: Context, company: Pick<CompanyRow, 'language'>): MailLanguage =>
  languageOfRequest(ctx) ?? mailLanguage(company.language);
