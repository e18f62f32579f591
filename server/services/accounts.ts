/**
 * Company accounts in the database (issues 2 and 3): sign-up with its wallet, e-mail verification codes,
 * single-use links (reset, change of e-mail, impersonation) and deletion. The wallet is in wallet.ts.
 * Codes and link tokens are stored only as SHA-256 digests; the clear value is returned once, to be mailed.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accountTokens,
  campaigns,
  deals,
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
import { resendSecondsLeft } from '../../src/domain/account';
import type { FileStore } from './files';
import { ledgerAccount, openAccount } from './ledger';
import type { Work } from './unit-of-work';
import { randomDigits, randomToken, sameSecret, sha256 } from './crypto';

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

/** Creates a company and its wallet within a unit of work; null when the address is taken. */
export async function createCompany(
  work: Work,
  input: { email: string; passwordHash: string; language: string | null },
): Promise<CompanyRow | null> {
  // Two sign-ups racing for one address: the unique index lets one through, the other writes nothing.
  const [company] = await work.db
    .insert(companies)
    .values({ email: input.email, password_hash: input.passwordHash, language: input.language })
    .onConflictDoNothing({ target: companies.email })
    .returning();
  if (!company) return null;
  await work.db.insert(wallets).values({ company_id: company.id, currency: CURRENCY.code });
  await openAccount(work, ledgerAccount.wallet(company.id), company.id);
  return company;
}

/** Changes a company's row within a unit of work; cached sessions hold the row and forget it once committed. */
export async function updateCompany(
  work: Work,
  id: string,
  values: Partial<Omit<CompanyRow, 'id' | 'created_at'>>,
): Promise<CompanyRow> {
  const [row] = await work.db.update(companies).set(values).where(eq(companies.id, id)).returning();
  work.forgetCompany(id);
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
  const left = resendSecondsLeft(current?.sent_at.getTime() ?? now.getTime(), now.getTime());
  return { ok: false, retryAfter: Math.max(1, left) };
}

export type CodeCheck =
  | { result: 'matched' }
  | { result: 'invalid'; triesLeft: number }
  | { result: 'burned'; guessed: boolean }
  | { result: 'expired' }
  /** No code left because the address was verified meanwhile (a parallel request with the right code). */
  | { result: 'verified' };

async function isVerified(db: Database, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: companies.has_verified_email })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.verified === true;
}

/**
 * Checks a verification code. Each try is counted before the comparison, in one statement, so parallel
 * guesses cannot exceed EMAIL_CODE_MAX_TRIES; the try that reaches the limit burns the code if it is wrong.
 * A right code is 'matched'; markEmailVerified then verifies the address. `guessed` says whether a burned code
 * took this try (the last one) or was already burned.
 */
export async function tryEmailCode(db: Database, companyId: string, code: string): Promise<CodeCheck> {
  const [current] = await db.select().from(emailCodes).where(eq(emailCodes.company_id, companyId));
  if (!current) return (await isVerified(db, companyId)) ? { result: 'verified' } : { result: 'expired' };
  if (current.tries >= EMAIL_CODE_MAX_TRIES) return { result: 'burned', guessed: false };
  if (current.expires_at.getTime() <= Date.now()) return { result: 'expired' };
  const [counted] = await db
    .update(emailCodes)
    .set({ tries: sql`${emailCodes.tries} + 1` })
    .where(and(eq(emailCodes.company_id, companyId), lt(emailCodes.tries, EMAIL_CODE_MAX_TRIES)))
    .returning({ tries: emailCodes.tries, code_hash: emailCodes.code_hash });
  if (!counted) {
    // The code went meanwhile: burned by other tries, or removed by a right one.
    return (await isVerified(db, companyId)) ? { result: 'verified' } : { result: 'burned', guessed: false };
  }
  if (sameSecret(counted.code_hash, codeDigest(companyId, code))) return { result: 'matched' };
  if (counted.tries >= EMAIL_CODE_MAX_TRIES) return { result: 'burned', guessed: true };
  return { result: 'invalid', triesLeft: EMAIL_CODE_MAX_TRIES - counted.tries };
}

/**
 * Marks a company's address verified and removes its code, within a unit of work. False when a parallel request
 * with the same right code got there first, so what follows a verification happens once.
 */
export async function markEmailVerified(work: Work, companyId: string): Promise<boolean> {
  const removed = await work.db
    .delete(emailCodes)
    .where(eq(emailCodes.company_id, companyId))
    .returning({ company_id: emailCodes.company_id });
  if (removed.length === 0) return false;
  await work.db.update(companies).set({ has_verified_email: true }).where(eq(companies.id, companyId));
  work.forgetCompany(companyId);
  return true;
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
 * Deletes a company within a unit of work: its sessions end, its rows go with it (so its e-mail address is free
 * again) and its stored pictures are removed once that has committed. Its ledger accounts, their postings and its
 * card charges stay. The caller first makes sure the company holds no money (services/company-closing.ts).
 */
export async function deleteCompany(work: Work, files: FileStore, company: CompanyRow): Promise<void> {
  const images = await work.db
    .select({ image: products.image })
    .from(products)
    .where(eq(products.company_id, company.id));
  await work.db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.company_id, company.id));
  // What refers to other rows of the company without a cascade goes first, the referring before the referred
  // (a deal names a product, a campaign a brand and a card), so that no check meets a row deleted before its own.
  await work.db.delete(deals).where(eq(deals.company_id, company.id));
  await work.db.delete(campaigns).where(eq(campaigns.company_id, company.id));
  await work.db.delete(products).where(eq(products.company_id, company.id));
  await work.db.delete(companies).where(eq(companies.id, company.id));
  work.forgetCompany(company.id);
  for (const path of [company.profile_picture_image, ...images.map((row) => row.image)]) {
    work.afterCommit(() => files.remove(path));
  }
}
