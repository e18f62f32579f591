/**
 * Validation primitives. Every rule of SPEC.md §5 is a superstruct struct built from these,
 * so the web app (to help the user) and the API (to refuse bad input) run the very same check.
 * A failure carries a message code and its parameters; the web app shows t('validation:' + code, params).
 */
import { coerce, define, refine, string, validate, type Struct } from 'superstruct';

export type FieldError = { code: string; params?: Record<string, number | string> };
export type FieldErrors = Record<string, FieldError>;
export type Checked<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

/** A failure as a struct reports it: its code and parameters, read back by `check`. */
export const encode = (error: FieldError): string => JSON.stringify(error);

function decode(message: string): FieldError {
  try {
    const parsed = JSON.parse(message) as FieldError;
    if (typeof parsed.code === 'string') return parsed;
  } catch {
    // superstruct's own messages (wrong type, missing key) are not JSON.
  }
  return { code: 'required' };
}

/** Runs a struct, trimming strings on the way, and collects the first failure of each field. */
export function check<T, S>(struct: Struct<T, S>, value: unknown): Checked<T> {
  const [error, result] = validate(value, struct, { coerce: true });
  if (!error) return { ok: true, value: result };
  const fields: FieldErrors = {};
  for (const failure of error.failures()) {
    const path = failure.path.join('.') || 'form';
    fields[path] ??= decode(failure.message);
  }
  return { ok: false, fields };
}

/**
 * Characters no text field takes: control characters (NUL, escape, backspace, …), which nobody types and which a
 * database, a mail header or a log line would refuse or misread, and unpaired UTF-16 surrogates, which are not
 * text at all. A multi-line field (a description) keeps its line breaks and tabs.
 */
const CONTROL = /[\p{Cc}\p{Cs}]/u;
const CONTROL_BUT_LAYOUT = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

export const hasControlCharacters = (value: string, multiline = false): boolean =>
  (multiline ? CONTROL_BUT_LAYOUT : CONTROL).test(value);

/**
 * Whether any text inside a parsed JSON value (a string, or an object's key, at any depth) holds a character no
 * text takes; line breaks and tabs are let through, as in a multi-line field. A NUL escaped as \u0000 in JSON
 * becomes such a character once parsed, and the database refuses it.
 */
export function jsonHasControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return hasControlCharacters(value, true);
  if (Array.isArray(value)) return value.some(jsonHasControlCharacters);
  if (value && typeof value === 'object')
    return Object.entries(value).some(
      ([key, inner]) => hasControlCharacters(key, true) || jsonHasControlCharacters(inner),
    );
  return false;
}

/** A string without control characters; every text struct below is built on it. */
function plain(multiline: boolean): Struct<string, null> {
  return refine(string(), 'characters', (value) =>
    hasControlCharacters(value, multiline) ? encode({ code: 'characters' }) : true,
  );
}

const line = plain(false);

/** Any single-line string without control characters, e.g. a confirmation that is only compared. */
export const plainText: Struct<string, null> = line;

/** A trimmed string without control characters. */
const trimmed = coerce(line, string(), (value) => value.trim());
const trimmedText = coerce(plain(true), string(), (value) => value.trim());

/**
 * A required text of min to max characters. Single-line unless `multiline` (descriptions, briefs), which keeps
 * line breaks and tabs.
 */
export function text(min: number, max: number, options: { multiline?: boolean } = {}): Struct<string, null> {
  return refine(options.multiline ? trimmedText : trimmed, 'text', (value) => {
    if (value.length === 0) return encode({ code: 'required' });
    if (value.length < min || value.length > max) return encode({ code: 'length', params: { min, max } });
    return true;
  });
}

/** An optional single-line text of at most max characters, e.g. a search; may be empty. */
export function textUpTo(max: number): Struct<string, null> {
  return refine(trimmed, 'textUpTo', (value) =>
    value.length > max ? encode({ code: 'length', params: { min: 0, max } }) : true,
  );
}

/** A required text of at least min characters. */
export function minText(min: number): Struct<string, null> {
  return refine(trimmed, 'minText', (value) => {
    if (value.length === 0) return encode({ code: 'required' });
    if (value.length < min) return encode({ code: 'tooShort', params: { min } });
    return true;
  });
}

/** A local part: dot-separated atoms of RFC 5322's characters, letters and digits of any script included. */
const ATOM = "[\\p{L}\\p{M}\\p{Nd}!#$%&'*+/=?^_`{|}~-]+";
/** A domain label: letters, digits and inner hyphens; the last label is a top-level domain. */
const LABEL = '[\\p{L}\\p{M}\\p{Nd}](?:[\\p{L}\\p{M}\\p{Nd}-]{0,61}[\\p{L}\\p{M}\\p{Nd}])?';
const TOP_LEVEL = '(?:[\\p{L}\\p{M}]{2,63}|xn--[a-z0-9-]{1,59})';
const PLAIN_EMAIL = new RegExp(`^(${ATOM}(?:\\.${ATOM})*)@${LABEL}(?:\\.${LABEL})*\\.${TOP_LEVEL}$`, 'u');

/**
 * A plain e-mail address and nothing else: no display name ("Ada <ada@example.com>"), no list
 * ("a@example.com,b@example.com"), no quoted or commented parts, no spaces. A mailer reads such extras as other
 * recipients, so the mailer refuses what this refuses (server/services/mail.ts).
 */
export function isPlainEmail(value: string): boolean {
  if (value.length > 254) return false;
  const local = PLAIN_EMAIL.exec(value)?.[1];
  return local !== undefined && local.length <= 64;
}

/**
 * E-mail: required and a plain address (SPEC.md §5 also says at least 3 characters, which every plain address has).
 * Compared lower-cased. A short address is told it is not valid, like any other that is not: one fault, one
 * message.
 */
export const email: Struct<string, null> = refine(
  coerce(string(), string(), (value) => value.trim().toLowerCase()),
  'email',
  (value) => {
    if (value.length === 0) return encode({ code: 'required' });
    if (!isPlainEmail(value)) return encode({ code: 'email' });
    return true;
  },
);

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 30;

/** Password: 10 to 30 characters with at least one capital letter (SPEC.md §5). Never trimmed. */
export const password: Struct<string, null> = refine(line, 'password', (value) => {
  if (value.length === 0) return encode({ code: 'required' });
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX)
    return encode({ code: 'length', params: { min: PASSWORD_MIN, max: PASSWORD_MAX } });
  if (!/\p{Lu}/u.test(value)) return encode({ code: 'passwordCapital' });
  return true;
});

/** Longest current password looked at: far above any rule's maximum, so no password that was ever valid is cut. */
export const CURRENT_PASSWORD_MAX = 256;

/** Any non-empty password, for checking the current one (its rules may have changed since). */
export const currentPassword: Struct<string, null> = refine(line, 'currentPassword', (value) => {
  if (value.length === 0) return encode({ code: 'required' });
  if (value.length > CURRENT_PASSWORD_MAX)
    return encode({ code: 'length', params: { min: 1, max: CURRENT_PASSWORD_MAX } });
  return true;
});

/** Longest link accepted: what browsers and servers commonly handle. */
export const URL_MAX = 2048;

/** An http(s) URL of at most URL_MAX characters. */
export const url: Struct<string, null> = refine(trimmed, 'url', (value) => {
  if (value.length === 0) return encode({ code: 'required' });
  if (value.length > URL_MAX) return encode({ code: 'length', params: { min: 1, max: URL_MAX } });
  try {
    const parsed = new URL(value);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return true;
  } catch {
    // falls through to the failure below
  }
  return encode({ code: 'url' });
});

/** A whole number between min and max. */
export function integer(min: number, max: number): Struct<number, null> {
  return define<number>('integer', (value) => {
    if (typeof value !== 'number' || Number.isNaN(value)) return encode({ code: 'required' });
    if (!Number.isInteger(value)) return encode({ code: 'integer' });
    if (value < min) return encode({ code: 'min', params: { min } });
    if (value > max) return encode({ code: 'max', params: { max } });
    return true;
  });
}

/** One of a list of values. Nothing chosen is told like any empty field: required. */
export function oneOf<T extends string>(values: readonly T[]): Struct<T, null> {
  return define<T>('oneOf', (value) => {
    if (value === undefined || value === null || value === '') return encode({ code: 'required' });
    return typeof value === 'string' && (values as readonly string[]).includes(value)
      ? true
      : encode({ code: 'oneOf' });
  });
}

/**
 * Confirmation must equal the password it confirms; reported on the confirmation field. Left empty, it is
 * required, as any empty field is: it has not been typed wrong, it has not been typed.
 */
export function matching<T extends Record<string, unknown>>(
  struct: Struct<T, unknown>,
  field: keyof T & string,
  confirmation: keyof T & string,
): Struct<T, unknown> {
  return refine(struct, 'matching', (value, context) => {
    if (value[field] === value[confirmation]) return true;
    const path = [...context.path, confirmation];
    if (!value[confirmation]) return { path, message: encode({ code: 'required' }) };
    return { path, message: encode({ code: 'passwordMismatch' }) };
  });
}

/** A code of exactly `length` digits, such as the e-mailed verification code. */
export function digitCode(length: number): Struct<string, null> {
  return refine(trimmed, 'digitCode', (value) => {
    if (value.length === 0) return encode({ code: 'required' });
    if (!new RegExp(`^\\d{${length}}$`).test(value))
      return encode({ code: 'codeDigits', params: { length } });
    return true;
  });
}

/**
 * A list of distinct choices among `values`, of `min` to `max` items; reported on the list itself, not on an item,
 * so the field that holds the list shows the message. Too few: chooseOne; an unknown value: oneOf; twice the same:
 * duplicate; too many: maxItems.
 */
export function choiceList<T extends string>(
  values: readonly T[],
  { min, max }: { min: number; max: number },
): Struct<T[], null> {
  return define<T[]>('choiceList', (value) => {
    if (!Array.isArray(value)) return encode({ code: 'oneOf' });
    if (!value.every((item) => typeof item === 'string' && (values as readonly string[]).includes(item)))
      return encode({ code: 'oneOf' });
    if (new Set(value).size !== value.length) return encode({ code: 'duplicate' });
    if (value.length < min) return encode({ code: 'chooseOne' });
    if (value.length > max) return encode({ code: 'maxItems', params: { max } });
    return true;
  });
}
