/**
 * Account rules (SPEC.md §5): sign-up, log-in, onboarding, password reset and account settings.
 * Argument names are those of the GraphQL operations of SPEC.md §7.
 */
import { boolean, nullable, object, optional, refine, string, type Infer } from 'superstruct';
import { currentPassword, email, exactText, matching, password, plainText, text, oneOf } from './validation';
import { EMAIL_CODE_LENGTH, MAX_IMAGE_BYTES } from './constants';
import { readImageDataUrl } from './images';
import { DIAL_CODES } from './countries';

/**
 * How far an account has come (SPEC.md §4): its e-mail address unverified, then the about-you step to do
 * (onboard_position 0), then ready for everything else. The web app's guards and the API's access levels
 * (server/graphql/access.ts) both follow it.
 */
export type AccountStage = 'unverified' | 'onboarding' | 'ready';

export function accountStage(account: {
  has_verified_email: boolean;
  onboard_position: number;
}): AccountStage {
  if (!account.has_verified_email) return 'unverified';
  return account.onboard_position < 1 ? 'onboarding' : 'ready';
}

export const PHONE_MIN = 10;
export const PHONE_MAX = 13;

/**
 * Phone: digits only once spaces, dashes, dots and brackets are removed; 10 to 13 of them. The text rule only
 * bounds the raw input, so a short number is told "10 to 13", not the looser bound that allows formatting.
 */
export const phone = refine(text(1, PHONE_MAX + 8), 'phone', (value) => {
  const digits = value.replace(/[\s\-().]/g, '');
  if (!/^\d+$/.test(digits)) return JSON.stringify({ code: 'phoneDigits' });
  if (digits.length < PHONE_MIN || digits.length > PHONE_MAX)
    return JSON.stringify({ code: 'length', params: { min: PHONE_MIN, max: PHONE_MAX } });
  return true;
});

/** Keeps only the digits of a phone number, as stored. */
export const phoneDigits = (value: string): string => value.replace(/\D/g, '');

/** The token of an e-mailed or staff-made link, as it arrives from the URL: URL-safe base64, as made. */
export const linkToken = refine(string(), 'linkToken', (value) =>
  /^[A-Za-z0-9_-]{1,200}$/.test(value) ? true : JSON.stringify({ code: 'linkInvalid' }),
);

export const Credentials = object({ email, password });
export type Credentials = Infer<typeof Credentials>;

/** The sign-up form: the credentials of a new account and the password typed a second time. */
export const SignupForm = matching(
  object({ email, password, password_confirmation: plainText }),
  'password',
  'password_confirmation',
);

/** Logging in checks only that both are given: the rules of a new password do not apply to an old one. */
export const LoginInput = object({ email, password: currentPassword });

export const VerificationCode = object({ email_validation_code: exactText(EMAIL_CODE_LENGTH) });

export const AboutYou = object({
  company_name: text(3, 50),
  first_name: text(3, 25),
  last_name: text(3, 25),
  phone,
  area_code: oneOf(DIAL_CODES),
});
export type AboutYou = Infer<typeof AboutYou>;

export const ResetRequest = object({ email, type: oneOf(['company'] as const) });

export const ResetPassword = matching(
  object({ email, token: linkToken, password, password_confirmation: plainText }),
  'password',
  'password_confirmation',
);

/**
 * Account settings: every field is optional, but a new password or a new e-mail address needs the current
 * password, a new password needs a matching confirmation, and the company name follows the settings rule
 * (4 to 200).
 */
export const UpdateData = refine(
  object({
    new_email: optional(email),
    privacy: optional(boolean()),
    company_name: optional(text(4, 200)),
    password: optional(currentPassword),
    new_password: optional(password),
    confirm_password: optional(plainText),
  }),
  'updateData',
  (value, context) => {
    if (value.new_email !== undefined && !value.password)
      return { path: [...context.path, 'password'], message: JSON.stringify({ code: 'required' }) };
    if (value.new_password === undefined) return true;
    if (!value.password)
      return { path: [...context.path, 'password'], message: JSON.stringify({ code: 'required' }) };
    if (value.new_password !== value.confirm_password)
      return {
        path: [...context.path, 'confirm_password'],
        message: JSON.stringify({ code: 'passwordMismatch' }),
      };
    return true;
  },
);
export type UpdateData = Infer<typeof UpdateData>;

export const RequestChangeEmail = object({ email, new_email: email, password: currentPassword });

/** Deleting the account: the user types the account's e-mail address to confirm they mean it. */
export const DeleteConfirmation = refine(
  object({ email, confirmation: email }),
  'deleteConfirmation',
  (value, context) =>
    value.email === value.confirmation
      ? true
      : { path: [...context.path, 'confirmation'], message: JSON.stringify({ code: 'emailMismatch' }) },
);

export const UpdateEmail = object({ password: currentPassword, token: linkToken, old_email: email });

export const Impersonate = object({ token: linkToken });

/**
 * An uploaded picture: a base64 data URL of PNG, JPEG or WebP whose bytes are of that format, at most
 * MAX_IMAGE_BYTES once decoded (images.ts).
 */
export const imageDataUrl = refine(string(), 'imageDataUrl', (value) => {
  const read = readImageDataUrl(value);
  if (read.ok) return true;
  if (read.problem === 'imageSize')
    return JSON.stringify({ code: 'imageSize', params: { max: MAX_IMAGE_BYTES / (1024 * 1024) } });
  return JSON.stringify({ code: 'imageType' });
});

/** A new profile picture, or null to remove it. */
export const ProfilePicture = object({ image: nullable(imageDataUrl) });
