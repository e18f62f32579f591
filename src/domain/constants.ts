/**
 * Business constants of the product (SPEC.md §9 and the decisions of DESIGN.md §6).
 * Change a figure here and both the web app and the API follow.
 */

/** Product-specific key under which the browser keeps the session token. */
export const SESSION_STORAGE_KEY = 'creatorhub.session';
export const LANGUAGE_STORAGE_KEY = 'creatorhub.language';
export const SIDEBAR_STORAGE_KEY = 'creatorhub.sidebar';

export const TOAST_DURATION_MS = 5000;
export const TOAST_FADE_MS = 500;
export const FLYOUT_ENTER_MS = 200;
export const FLYOUT_LEAVE_MS = 150;
export const COPIED_STATE_MS = 1500;
export const SIDEBAR_BREAKPOINT_PX = 1024;
export const SCROLL_TO_TOP_DELAY_MS = 200;
export const IMPERSONATION_RELOAD_DELAY_MS = 500;

/** Sessions: opaque bearer tokens, 30 days; staff-made (impersonation) sessions last one hour. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
export const STAFF_SESSION_TTL_SECONDS = 60 * 60;
export const TOKEN_TYPE = 'bearer';

/** E-mail verification: a 6-digit code, valid 30 minutes, burned after 5 wrong tries, resent at most once a minute. */
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_SECONDS = 30 * 60;
export const EMAIL_CODE_MAX_TRIES = 5;
export const EMAIL_CODE_RESEND_COOLDOWN_SECONDS = 60;

/** Reset, change-e-mail and impersonation links: single use. */
export const ACCOUNT_LINK_TTL_SECONDS = 60 * 60;
export const IMPERSONATION_LINK_TTL_SECONDS = 10 * 60;

/**
 * A limit on attempts (DESIGN.md §6): at most `limit` within any `windowSeconds`, counted for one subject (an
 * address, an account, a client address) under the rule's `name`. The API counts each attempt in the database
 * before acting on it (server/services/rate-limit.ts), so parallel requests cannot slip past a limit.
 */
export type RateRule = { readonly name: string; readonly limit: number; readonly windowSeconds: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Log-in: failed tries per e-mail address (a wrong current password in settings counts here too). */
export const LOGIN_ATTEMPTS_PER_EMAIL = {
  name: 'login.email',
  limit: 5,
  windowSeconds: 15 * MINUTE,
} as const;
/** Log-in: failed tries per client address, whatever the addresses tried. */
export const LOGIN_ATTEMPTS_PER_CLIENT = {
  name: 'login.client',
  limit: 30,
  windowSeconds: 15 * MINUTE,
} as const;
/**
 * Verification codes per account and day: codes mailed (the first at sign-up, then resends), and guesses over all
 * of them. With EMAIL_CODE_MAX_TRIES per code, 15 guesses a day against 10^6 codes.
 */
export const EMAIL_CODE_SENDS_PER_DAY = { name: 'code.sends', limit: 6, windowSeconds: DAY } as const;
export const EMAIL_CODE_TRIES_PER_DAY = { name: 'code.tries', limit: 15, windowSeconds: DAY } as const;
/** Password reset requests per e-mail address (known or not) and per client address. */
export const RESET_REQUESTS_PER_EMAIL = { name: 'reset.email', limit: 3, windowSeconds: HOUR } as const;
export const RESET_REQUESTS_PER_CLIENT = { name: 'reset.client', limit: 10, windowSeconds: HOUR } as const;
/** New accounts per client address: each one mails a code. */
export const SIGNUPS_PER_CLIENT = { name: 'signup.client', limit: 10, windowSeconds: HOUR } as const;
/** Wrong staff keys per client address, on the staff API. */
export const STAFF_KEY_FAILURES_PER_CLIENT = {
  name: 'staff.client',
  limit: 10,
  windowSeconds: 15 * MINUTE,
} as const;

/**
 * Wrong staff keys at every door that checks it (the staff API, the broker's /broker/auth, an MQTT CONNECT as the
 * API's own user), counted together: past it every door refuses the key, the right one too, until it clears.
 */
export const STAFF_KEY_FAILURES = { name: 'staff.all', limit: 30, windowSeconds: 15 * MINUTE } as const;

/**
 * Card testing (trying stolen numbers one after another): card attempts that fail (a card refused when saved, a
 * declined charge) per company, per saved card and per client address; an attempt that goes through is not
 * counted. The gateway's tokenization route, which any visitor may call, is counted per client address, every call.
 */
export const CARD_DECLINES_PER_COMPANY = { name: 'card.company', limit: 10, windowSeconds: HOUR } as const;
export const CARD_DECLINES_PER_CARD = { name: 'card.card', limit: 5, windowSeconds: DAY } as const;
export const CARD_DECLINES_PER_CLIENT = { name: 'card.client', limit: 20, windowSeconds: HOUR } as const;
export const CARD_TOKENIZATIONS_PER_CLIENT = {
  name: 'card.tokenize',
  limit: 60,
  windowSeconds: HOUR,
} as const;

export const CURRENCY = { id: 'usd', name: 'US Dollar', symbol: '$', code: 'USD' } as const;
export const CURRENCY_DECIMALS = 2;
export const DEFAULT_LOCALE = 'en-US';

/**
 * The processing fee of a debit or credit card payment (SPEC.md §9: 4%), in basis points so that it is computed
 * in whole numbers (cardFee in ledger.ts).
 */
export const CARD_FEE_BASIS_POINTS = 400;
export const PRO_TIER_SURCHARGE_CENTS = 3000;
export const DEAL_PACKAGES = [10, 30, 60, 120] as const;
export const MAX_DEALS = 100;

export const CREATOR_CATEGORIES = [
  'apparel',
  'appliances',
  'baby',
  'beauty',
  'business',
  'ecommerce',
  'financial',
  'food',
  'games',
  'health',
  'home',
  'mature',
  'news',
  'other',
] as const;
export type CreatorCategory = (typeof CREATOR_CATEGORIES)[number];

export const CONTENT_FORMATS = ['portrait', 'landscape', 'square', 'any'] as const;
export const GENDERS = ['female', 'male', 'non_binary'] as const;
export const ETHNICITIES = [
  'white',
  'african_american',
  'hawaiian',
  'hispanic',
  'asian',
  'middle_eastern',
] as const;
export const CREATOR_TIERS = ['basic', 'pro'] as const;

/** Live channel (SPEC.md §7, §9). */
export const BROKER_PATH = '/mqtt';
export const BROKER_DEFAULT_PORT = 8084;
export const BROKER_USERNAME = 'frontend';
export const BROKER_CLIENT_ID_PREFIX = 'creatorhub_web_';
export const BROKER_KEEPALIVE_SECONDS = 60;
export const BROKER_RECONNECT_MS = 1000;
export const BROKER_CONNECT_TIMEOUT_MS = 30_000;
export const BROKER_PROTOCOL_VERSION = 4;

/** Support hours, shown in the footer (times in US Eastern). */
export const BUSINESS_HOURS = {
  weekdays: { from: 9, to: 19 },
  weekends: { from: 10, to: 14 },
  timeZone: 'America/New_York',
} as const;

/** Largest profile picture or product image accepted, in bytes. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** The most pixels a product or profile picture may have (e.g. 6000 × 4000): more is refused before decoding it. */
export const MAX_IMAGE_PIXELS = 24_000_000;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
