/**
 * Secrets at rest: passwords as scrypt hashes, tokens and codes as SHA-256 digests of random values.
 * Nothing here is logged; callers receive the clear token once, to hand it to the user.
 */
import {
  createCipheriv,
  createHmac,
  createDecipheriv,
  hash,
  hkdfSync,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 } as const;

function scryptAsync(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret, salt);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(secret: string, stored: string): Promise<boolean> {
  const [scheme, , , , saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scryptAsync(secret, Buffer.from(saltText, 'base64'));
  return sameBytes(actual, expected);
}

/**
 * Whether two byte strings are equal, in a time that tells nothing of where they differ. The one timing-safe
 * comparison of the API: every secret, key, code digest or password hash is compared through it.
 */
function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a secret someone presented (a key, a code's digest) equals the expected one, in a time that tells
 * nothing of either: both are hashed to one length first, so not even the length leaks.
 */
export const sameSecret = (given: string, expected: string): boolean =>
  sameBytes(Buffer.from(sha256(given), 'hex'), Buffer.from(sha256(expected), 'hex'));

/** A password hash to compare against when the account does not exist, so timing does not tell. */
export const DUMMY_PASSWORD_HASH = `scrypt$16384$8$1$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(32).toString('base64')}`;

/** An opaque random token, URL-safe. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string): string => hash('sha256', value, 'hex');

/** A numeric code of the given length, leading zeros allowed. */
export const randomDigits = (length: number): string =>
  Array.from({ length }, () => randomInt(0, 10).toString()).join('');

/**
 * Sealing a secret the API must keep and use again (a card's gateway token): AES-256-GCM with a key derived from
 * the API's own secret, so that what is stored is unreadable and tamper-evident without it.
 */
export type Sealer = { seal: (clear: string) => string; open: (sealed: string) => string };

export function createSealer(secret: string, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `creatorhub ${purpose}`, 32));
  return {
    seal(clear) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      const bytes = Buffer.from(sealed.replace(/^v1\./, ''), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * Signing links the API hands out to be opened without a bearer header (an <img> or a download of content): an
 * HMAC-SHA-256 with a key derived from the API's own secret, so any instance checks what another signed.
 */
export type UrlSigner = {
  sign: (text: string) => string;
  verify: (text: string, signature: string) => boolean;
};

export function createUrlSigner(secret: string, purpose: string): UrlSigner {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `creatorhub ${purpose}`, 32));
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  return {
    sign,
    verify: (text, signature) => sameSecret(signature, sign(text)),
  };
}
