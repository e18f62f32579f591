/**
 * Account rules (SPEC.md §5): sign-up, log-in, onboarding, password reset and account settings.
 * Argument names are those of the GraphQL operations of SPEC.md §7.
 */
import { object, refine, string, type Infer } from 'superstruct';
import { currentPassword, digitCode, email, matching, password, plainText, oneOf } from './validation';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_RESEND_COOLDOWN_SECONDS } from './constants';
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
export const linkToken = /* @__PURE__ */ refine(string(), 'linkToken', (value) =>
  /^[A-Za-z0-9_-]{1,200}$/.test(value) ? true : JSON.stringify({ code: 'linkInvalid' }),
);

export const Credentials = /* @__PURE__ */ object({ email, password });
export type Credentials = Infer<typeof Credentials>;

/** The sign-up form: the credentials of a new account and the password typed a second time. */
export const SignupForm = /* @__PURE__ */ matching(
  object({ email, password, password_confirmation: plainText }),
  'password',
  'password_confirmation',
);

/** Logging in checks only that both are given: the rules of a new password do not apply to an old one. */
export const LoginInput = /* @__PURE__ */ object({ email, password: currentPassword });

export const VerificationCode = /* @__PURE__ */ object({
  email_validation_code: digitCode(EMAIL_CODE_LENGTH),
});

export const ResetRequest = /* @__PURE__ */ object({ email, type: oneOf(['company'] as const) });

/**
 * The link of a password reset, as it arrives from the e-mail: checked before the form is shown. Text no link
 * could hold (control characters) is bad input (ResetLinkText); a well-formed link that fails ResetLink is simply
 * not a link of ours.
 */
export const ResetLinkText = /* @__PURE__ */ object({ email: plainText, token: plainText });
export const ResetLink = /* @__PURE__ */ object({ email, token: linkToken });

/** What an e-mailed link is worth: usable, past its hour, already used once, or not a link of ours at all. */
export const LINK_STATES = ['valid', 'expired', 'used', 'invalid'] as const;
export type LinkState = (typeof LINK_STATES)[number];

export const ResetPassword = /* @__PURE__ */ matching(
  object({ email, token: linkToken, password, password_confirmation: plainText }),
  'password',
  'password_confirmation',
);

export const UpdateEmail = /* @__PURE__ */ object({
  password: currentPassword,
  token: linkToken,
  old_email: email,
});

export const Impersonate = /* @__PURE__ */ object({ token: linkToken });

/** Choosing the language of the account (CompanyUpdateLanguage): one of the interface's languages. */
export const LanguageChoice = /* @__PURE__ */ object({ language: oneOf(LANGUAGES) });

/**
 * Seconds before another verification code may be sent: EMAIL_CODE_RESEND_COOLDOWN_SECONDS after the last one
 * (`sentAt`, ms since the epoch; none sent: 0). The Verify screen counts them down; the API refuses a resend
 * before they run out and answers how many are left.
 */
export function resendSecondsLeft(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  const endsAt = sentAt + EMAIL_CODE_RESEND_COOLDOWN_SECONDS * 1000;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
