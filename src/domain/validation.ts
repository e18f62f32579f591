/**
 * Validation primitives. Every rule of SPEC.md §5 is a superstruct struct built from these,
 * so the web app (to help the user) and the API (to refuse bad input) run the very same check.
 * A failure carries a message code and its parameters; the web app shows t('validation:' + code, params).
 */
import { coerce, define, refine, string, validate, type Struct } from 'superstruct';

export type FieldError = { code: string; params?: Record<string, number | string> };
export type FieldErrors = Record<string, FieldError>;
export type Checked<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

const encode = (error: FieldError): string => JSON.stringify(error);

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

/** A trimmed string. */
const trimmed = coerce(string(), string(), (value) => value.trim());

/** A required text of min to max characters. */
export function text(min: number, max: number): Struct<string, null> {
  return refine(trimmed, 'text', (value) => {
    if (value.length === 0) return encode({ code: 'required' });
    if (value.length < min || value.length > max) return encode({ code: 'length', params: { min, max } });
    return true;
  });
}

/** A required text of at least min characters. */
export function minText(min: number): Struct<string, null> {
  return refine(trimmed, 'minText', (value) => {
    if (value.length === 0) return encode({ code: 'required' });
    if (value.length < min) return encode({ code: 'tooShort', params: { min } });
    return true;
  });
}

/** A text of exactly length characters. */
export function exactText(length: number): Struct<string, null> {
  return refine(trimmed, 'exactText', (value) => {
    if (value.length === 0) return encode({ code: 'required' });
    if (value.length !== length) return encode({ code: 'exactLength', params: { length } });
    return true;
  });
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** E-mail: required, valid, at least 3 characters (SPEC.md §5). Compared lower-cased. */
export const email: Struct<string, null> = refine(
  coerce(string(), string(), (value) => value.trim().toLowerCase()),
  'email',
  (value) => {
    if (value.length === 0) return encode({ code: 'required' });
    if (value.length < 3) return encode({ code: 'tooShort', params: { min: 3 } });
    if (value.length > 254 || !EMAIL_PATTERN.test(value)) return encode({ code: 'email' });
    return true;
  },
);

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 30;

/** Password: 10 to 30 characters with at least one capital letter (SPEC.md §5). Never trimmed. */
export const password: Struct<string, null> = refine(string(), 'password', (value) => {
  if (value.length === 0) return encode({ code: 'required' });
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX)
    return encode({ code: 'length', params: { min: PASSWORD_MIN, max: PASSWORD_MAX } });
  if (!/\p{Lu}/u.test(value)) return encode({ code: 'passwordCapital' });
  return true;
});

/** Any non-empty password, for checking the current one (its rules may have changed since). */
export const currentPassword: Struct<string, null> = refine(string(), 'currentPassword', (value) =>
  value.length === 0 ? encode({ code: 'required' }) : true,
);

/** An http(s) URL. */
export const url: Struct<string, null> = refine(trimmed, 'url', (value) => {
  if (value.length === 0) return encode({ code: 'required' });
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

/** One of a list of values. */
export function oneOf<T extends string>(values: readonly T[]): Struct<T, null> {
  return define<T>('oneOf', (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value)
      ? true
      : encode({ code: 'oneOf' }),
  );
}

/** Confirmation must equal the password it confirms; reported on the confirmation field. */
export function matching<T extends Record<string, unknown>>(
  struct: Struct<T, unknown>,
  field: keyof T & string,
  confirmation: keyof T & string,
): Struct<T, unknown> {
  return refine(struct, 'matching', (value, context) =>
    value[field] === value[confirmation]
      ? true
      : { path: [...context.path, confirmation], message: encode({ code: 'passwordMismatch' }) },
  );
}
