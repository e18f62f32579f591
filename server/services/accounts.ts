/**
 * Company accounts in the database (issues 2 and 3): sign-up with its wallet, e-mail verification codes,
 * single-use links (reset, change of e-mail, impersonation) and deletion. The wallet is in wallet.ts.
 * Codes and link tokens are stored only as SHA-256 digests; the clear value is returned once, to be mailed.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accountTokens,
  companies,
  emailCodes,
  products,
  sessions,
  wallets,
  type CompanyRow,
} from '../db/schema';
import {
  CURRENCY,
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_MAX_TRIES,
  EMAIL_CODE_RESEND_COOLDOWN_SECONDS,
  EMAIL_CODE_TTL_SECONDS,
} from '../../src/domain/constants';
import type { FileStore } from './files';
import { randomDigits, randomToken, sha256 } from './crypto';
import { forgetCompany } from './company-cache';

export type AccountTokenKind = 'reset' | 'email_change' | 'impersonation';
export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** True for PostgreSQL's unique-violation error, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function findCompanyByEmail(db: Database, email: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.email, email)).limit(1);
  return row ?? null;
}

export async function findCompany(db: Database, id: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

/** Creates a company and its wallet together; null when the address is taken. */
export async function createCompany(
  db: Database,
  input: { email: string; passwordHash: string; language: string | null },
): Promise<CompanyRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ email: input.email, password_hash: input.passwordHash, language: input.language })
        .returning();
      if (!company) throw new Error('company insert returned nothing');
      await tx.insert(wallets).values({ company_id: company.id, currency: CURRENCY.code });
      return company;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function updateCompany(
  db: Database,
  id: string,
  values: Partial<Omit<CompanyRow, 'id' | 'created_at'>>,
): Promise<CompanyRow> {
  let row: CompanyRow | undefined;
  try {
    [row] = await db.update(companies).set(values).where(eq(companies.id, id)).returning();
  } finally {
    forgetCompany(db, id); // cached sessions hold the company row
  }
  if (!row) throw new Error('company vanished during an update');
  return row;
}

const codeDigest = (companyId: string, code: string) => sha256(`${companyId}:${code}`);

/**
 * Makes a new verification code, replacing the previous one, unless one was sent within the cooldown.
 * The cooldown is part of the same statement, so two instances cannot both send.
 */
export async function issueEmailCode(
  db: Database,
  companyId: string,
): Promise<{ ok: true; code: string } | { ok: false; retryAfter: number }> {
  const code = randomDigits(EMAIL_CODE_LENGTH);
  const now = new Date();
  const values = {
    code_hash: codeDigest(companyId, code),
    tries: 0,
    expires_at: new Date(now.getTime() + EMAIL_CODE_TTL_SECONDS * 1000),
    sent_at: now,
  };
  const cooldownStart = new Date(now.getTime() - EMAIL_CODE_RESEND_COOLDOWN_SECONDS * 1000);
  const written = await db
    .insert(emailCodes)
    .values({ company_id: companyId, ...values })
    .onConflictDoUpdate({
      target: emailCodes.company_id,
      set: values,
      setWhere: lt(emailCodes.sent_at, cooldownStart),
    })
    .returning({ company_id: emailCodes.company_id });
  if (written.length > 0) return { ok: true, code };
  const [current] = await db
    .select({ sent_at: emailCodes.sent_at })
    .from(emailCodes)
    .where(eq(emailCodes.company_id, companyId));
  const elapsed = current ? (now.getTime() - current.sent_at.getTime()) / 1000 : 0;
  return { ok: false, retryAfter: Math.max(1, Math.ceil(EMAIL_CODE_RESEND_COOLDOWN_SECONDS - elapsed)) };
}

export type CodeCheck =
  | { result: 'verified' }
  | { result: 'invalid'; triesLeft: number }
  | { result: 'burned' }
  | { result: 'expired' };

/**
 * Checks a verification code. Each try is counted before the comparison, in one statement, so parallel
 * guesses cannot exceed EMAIL_CODE_MAX_TRIES; the try that reaches the limit burns the code if it is wrong.
 * A right code marks the address verified and removes the code.
 */
export async function tryEmailCode(db: Database, companyId: string, code: string): Promise<CodeCheck> {
  const [current] = await db.select().from(emailCodes).where(eq(emailCodes.company_id, companyId));
  if (!current) return { result: 'expired' };
  if (current.tries >= EMAIL_CODE_MAX_TRIES) return { result: 'burned' };
  if (current.expires_at.getTime() <= Date.now()) return { result: 'expired' };
  const [counted] = await db
    .update(emailCodes)
    .set({ tries: sql`${emailCodes.tries} + 1` })
    .where(and(eq(emailCodes.company_id, companyId), lt(emailCodes.tries, EMAIL_CODE_MAX_TRIES)))
    .returning({ tries: emailCodes.tries, code_hash: emailCodes.code_hash });
  if (!counted) return { result: 'burned' };
  if (counted.code_hash === codeDigest(companyId, code)) {
    try {
      await db.transaction(async (tx) => {
        await tx.update(companies).set({ has_verified_email: true }).where(eq(companies.id, companyId));
        await tx.delete(emailCodes).where(eq(emailCodes.company_id, companyId));
      });
    } finally {
      forgetCompany(db, companyId); // cached sessions hold the company row
    }
    return { result: 'verified' };
  }
  if (counted.tries >= EMAIL_CODE_MAX_TRIES) return { result: 'burned' };
  return { result: 'invalid', triesLeft: EMAIL_CODE_MAX_TRIES - counted.tries };
}

/**
 * Makes a single-use link token of a kind for a company; earlier unused tokens of that kind stop working,
 * so only the newest link mailed is valid.
 */
export async function createAccountToken(
  db: Database,
  companyId: string,
  kind: AccountTokenKind,
  ttlSeconds: number,
  payload: Record<string, string> | null = null,
): Promise<string> {
  const token = randomToken();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ used_at: now })
      .where(
        and(
          eq(accountTokens.company_id, companyId),
          eq(accountTokens.kind, kind),
          isNull(accountTokens.used_at),
        ),
      );
    await tx.insert(accountTokens).values({
      company_id: companyId,
      kind,
      token_hash: sha256(token),
      payload,
      expires_at: new Date(now.getTime() + ttlSeconds * 1000),
    });
  });
  return token;
}

export type TokenLookup =
  { state: 'valid'; row: AccountTokenRow } | { state: 'expired' | 'used' | 'unknown'; row?: undefined };

export async function findAccountToken(
  db: Database,
  kind: AccountTokenKind,
  token: string,
): Promise<TokenLookup> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.token_hash, sha256(token)), eq(accountTokens.kind, kind)))
    .limit(1);
  if (!row) return { state: 'unknown' };
  if (row.used_at) return { state: 'used' };
  if (row.expires_at.getTime() <= Date.now()) return { state: 'expired' };
  return { state: 'valid', row };
}

/** Marks a token used; false when another request used it first (single use across instances). */
export async function consumeAccountToken(db: Database, id: string): Promise<boolean> {
  const used = await db
    .update(accountTokens)
    .set({ used_at: new Date() })
    .where(
      and(eq(accountTokens.id, id), isNull(accountTokens.used_at), gt(accountTokens.expires_at, new Date())),
    )
    .returning({ id: accountTokens.id });
  return used.length > 0;
}

/**
 * Deletes a company: its sessions end, its rows go with it (foreign keys cascade, so its e-mail address is
 * free again) and its stored pictures are removed once the rows are gone.
 */
export async function deleteCompany(db: Database, files: FileStore, company: CompanyRow): Promise<void> {
  const images = await db
    .select({ image: products.image })
    .from(products)
    .where(eq(products.company_id, company.id));
  try {
    await db.transaction(async (tx) => {
      await tx.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.company_id, company.id));
      await tx.delete(companies).where(eq(companies.id, company.id));
    });
  } finally {
    forgetCompany(db, company.id);
  }
  for (const path of [company.profile_picture_image, ...images.map((row) => row.image)]) {
    await files.remove(path);
  }
}
