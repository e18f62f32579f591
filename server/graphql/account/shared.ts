/** Pieces the account resolvers share: links, the current-password check, verification mail, refusals. */
import type { Context } from '../../context';
import type { CompanyRow } from '../../db/schema';
import type { ActiveSession } from '../../services/sessions';
import { verifyPassword } from '../../services/crypto';
import { countAttempt, limitedFor, limitKey } from '../../services/rate-limit';
import { issueEmailCode } from '../../services/accounts';
import { mailLanguage, verificationCodeMail, type MailLanguage } from '../../services/mail-templates';
import { LOGIN_ATTEMPTS_PER_EMAIL } from '../../../src/domain/constants';
import { rateLimited, refused } from '../errors';

/** A link into the web app, e.g. /new-password/{token}. */
export const appLink = (ctx: Context, path: string): string =>
  `${ctx.services.config.publicUrl.replace(/\/+$/, '')}${path}`;

/** GraphQL sends null for an optional argument left empty; the shared structs expect it to be absent. */
export function withoutNulls<T extends Record<string, unknown>>(
  args: T,
): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null)) as {
    [K in keyof T]?: Exclude<T[K], null>;
  };
}

/** The failed log-ins of an address; wrong current passwords count against the same limit. */
export const loginKeyOfEmail = (email: string) => limitKey('login:email', email);
export const loginKeyOfClient = (clientAddress: string) => limitKey('login:client', clientAddress);

/**
 * Checks the signed-in company's current password before a sensitive change. Wrong guesses count like failed
 * log-ins, so settings cannot be used to get around the log-in limit.
 */
export async function requireCurrentPassword(
  ctx: Context,
  company: CompanyRow,
  password: string,
  field = 'password',
): Promise<void> {
  const key = loginKeyOfEmail(company.email);
  const waiting = await limitedFor(ctx.services.db, key, LOGIN_ATTEMPTS_PER_EMAIL);
  if (waiting) throw rateLimited(waiting);
  if (await verifyPassword(password, company.password_hash)) return;
  await countAttempt(ctx.services.db, key, LOGIN_ATTEMPTS_PER_EMAIL);
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

export const emailTaken = (field: string) =>
  refused('EMAIL_TAKEN', 'This e-mail address is already registered', {
    fields: { [field]: { code: 'emailTaken' } },
  });

/** Sends a new verification code, or answers RATE_LIMITED within the resend cooldown. */
export async function sendVerificationCode(ctx: Context, company: CompanyRow): Promise<void> {
  const issued = await issueEmailCode(ctx.services.db, company.id);
  if (!issued.ok) throw rateLimited(issued.retryAfter);
  await ctx.services.mail.send(
    verificationCodeMail(company.email, mailLanguageFor(ctx, company), issued.code),
  );
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
