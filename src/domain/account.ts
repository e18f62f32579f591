/**
 * Account rules (SPEC.md §5): sign-up, log-in, onboarding, password reset and account settings.
 * Argument names are those of the GraphQL operations of SPEC.md §7.
 */
import { boolean, object, optional, refine, string, type Infer } from 'superstruct';
import { currentPassword, digitCode, email, matching, password, plainText, text, oneOf } from './validation';
import { EMAIL_CODE_LENGTH } from './constants';
import { LANGUAGES } from './language';

// The about-you step's rules (AboutYou) live in phone.ts, with the phone metadata the log-in screen does not need.

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

export const VerificationCode = object({ email_validation_code: digitCode(EMAIL_CODE_LENGTH) });

export const ResetRequest = object({ email, type: oneOf(['company'] as const) });

/**
 * The link of a password reset, as it arrives from the e-mail: checked before the form is shown. Text no link
 * could hold (control characters) is bad input (ResetLinkText); a well-formed link that fails ResetLink is simply
 * not a link of ours.
 */
export const ResetLinkText = object({ email: plainText, token: plainText });
export const ResetLink = object({ email, token: linkToken });

/** What an e-mailed link is worth: usable, past its hour, already used once, or not a link of ours at all. */
export const LINK_STATES = ['valid', 'expired', 'used', 'invalid'] as const;
export type LinkState = (typeof LINK_STATES)[number];

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
        message: JSON.stringify({ code: value.confirm_password ? 'passwordMismatch' : 'required' }),
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

/** Choosing the language of the account (CompanyUpdateLanguage): one of the interface's languages. */
export const LanguageChoice = object({ language: oneOf(LANGUAGES) });
