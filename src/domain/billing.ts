/**
 * The rules of a company's money that the web app and the API share (issue 12): saved cards and their billing
 * address (SPEC.md §5), the billing profile (tax ID and the bank transfer information of SPEC.md §3), wallet
 * top-ups by card and by wire, and the billing history's filters. Amounts are whole cents of USD.
 */
import { define, object, optional, refine, string, type Infer } from 'superstruct';
import { integer, minText, oneOf, text } from './validation';
import { LEDGER_KINDS, type LedgerKind } from './ledger';
import { pageCursor } from './paging';

const encode = (code: string, params?: Record<string, number | string>) => JSON.stringify({ code, params });

/** The smallest card or wire top-up: $10.00. */
export const TOP_UP_MIN_CENTS = 1_000;
/** The largest card top-up at once: $10,000.00. */
export const TOP_UP_MAX_CENTS = 1_000_000;
/** The largest wire transfer one request announces: $1,000,000.00. */
export const WIRE_TOP_UP_MAX_CENTS = 100_000_000;
/**
 * The most a wallet may hold, counting top-ups on their way (wires announced, card charges pending): $100,000,000.00.
 * Far below what an amount can be exactly (2^53 cents, the Cents scalar), and above any campaign. A top-up or a wire
 * request that would pass it is refused (WALLET_LIMIT); a wire that arrives is credited whatever its amount.
 */
export const WALLET_MAX_CENTS = 10_000_000_000;
/**
 * Staff read an arrived wire's amount as a US bank statement writes it ("1,500.00"), with the app's own parser
 * (parseMoney): "12,50" or "1,5" is refused as ambiguous, never read as $1,250.00 or $15.00.
 */
export const WIRE_STATEMENT_LOCALE = 'en-US';
/** How far from the announced amount (a share of it, in percent) staff may credit a wire without confirming. */
export const WIRE_AMOUNT_TOLERANCE_PERCENT = 10;
/** Whether an arrived amount is far enough from the announced one that staff must say they mean it. */
export const isFarFromAnnounced = (cents: number, announced: number): boolean =>
  Math.abs(cents - announced) * 100 > announced * WIRE_AMOUNT_TOLERANCE_PERCENT;
/** How many recent movements the wallet shows. */
export const WALLET_RECENT_ACTIVITY = 5;
/** Rows per page of the billing history. */
export const BILLING_PAGE_SIZE = 20;
export const BILLING_PAGE_SIZE_MAX = 100;

/**
 * The platform's bank account that wire transfers are sent to, shown with the reference to quote. Fictitious
 * figures of a sandbox: a real deployment sets its own.
 */
export const PLATFORM_BANK = {
  beneficiary: 'CreatorHub Inc.',
  bank_name: 'First Sandbox Bank',
  bank_address: '100 Market Street, San Francisco, CA 94105, USA',
  account_number: '000123456789',
  routing_number: '021000021',
  swift: 'FSBKUS33',
} as const;

/** A wire reference: "CH-" and 8 characters without look-alikes (no 0/O, 1/I/L), e.g. CH-7KQ2M9XD. */
export const WIRE_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const WIRE_REFERENCE_LENGTH = 8;
export const WIRE_REFERENCE_PATTERN = /^CH-[2-9A-HJKMNP-Z]{8}$/;

/**
 * How many wires a wallet asks the arrival of at once (WalletOverview's `wires`): the one its top-up shows
 * instructions for, with room to spare; asking for more is refused (maxItems).
 */
export const WIRE_ARRIVALS_MAX = 10;

/** The wires a wallet asks about: references as WireTopUpRequest gave them, at most WIRE_ARRIVALS_MAX. */
export const wireReferences = define<string[]>('wireReferences', (value) => {
  if (!Array.isArray(value)) return encode('required');
  if (value.length > WIRE_ARRIVALS_MAX) return encode('maxItems', { max: WIRE_ARRIVALS_MAX });
  return value.every((reference) => typeof reference === 'string' && WIRE_REFERENCE_PATTERN.test(reference))
    ? true
    : encode('oneOf');
});

export const WalletOverviewInput = object({ wires: optional(wireReferences) });
export type WalletOverviewInput = Infer<typeof WalletOverviewInput>;

/** What staff confirmed of a wire: what the wallet was credited, and how far short of the announced amount. */
export type WireArrival = { reference: string; amount: number; short: number };

/** By how much a wire arrived short of what the company announced (0 when all of it, or more, arrived). */
export const wireShort = (announced: number, credited: number): number => Math.max(0, announced - credited);

/**
 * The arrival of the wire whose instructions the wallet shows, found by its reference among the arrivals the API
 * answered for the wires asked about (never among the latest movements, which may have moved on), or null.
 */
export const arrivalOf = (reference: string, arrivals: readonly WireArrival[]): WireArrival | null =>
  arrivals.find((arrival) => arrival.reference === reference) ?? null;

/** A reference as typed by staff: spaces and case forgiven. */
export const normalizeWireReference = (value: string): string =>
  value.trim().toUpperCase().replace(/\s+/g, '');

/** An idempotency key made by the web app per attempt: 8 to 100 characters of letters, digits, - and _. */
export const idempotencyKey = refine(string(), 'idempotencyKey', (value) =>
  /^[A-Za-z0-9_-]{8,100}$/.test(value) ? true : encode('required'),
);

/** Letters (any script), digits, spaces and the marks addresses use: "12 Baker St., Apt #4-B". */
const ADDRESS = /^[\p{L}\p{M}\p{Nd}\s.,#'/-]+$/u;

export const ADDRESS_MIN = 3;
export const ADDRESS_MAX = 100;
export const ZIP_CODE_LENGTH = 5;
export const TAX_ID_LENGTH = 9;
const PLACE_MAX = 100;

/** The street address of SPEC.md §5: alphanumeric, 3 to 100. */
export const streetAddress = refine(text(ADDRESS_MIN, ADDRESS_MAX), 'address', (value) =>
  ADDRESS.test(value) ? true : encode('alphanumeric'),
);

/** Exactly `length` characters (SPEC.md §5: zip code 5, tax ID 9), letters and digits. */
export function exactly(length: number) {
  return refine(text(length, length), 'exactly', (value) =>
    /^[\p{L}\p{Nd}-]+$/u.test(value) ? true : encode('alphanumeric'),
  );
}

/** At least `min`, at most PLACE_MAX characters: city, state, country (min 2), address name (min 5). */
const place = (min: number) =>
  refine(minText(min), 'place', (value) =>
    value.length > PLACE_MAX ? encode('length', { min, max: PLACE_MAX }) : true,
  );

/** The billing address of a card (SPEC.md §5). */
export const billingAddressFields = {
  address_name: place(5),
  address: streetAddress,
  city: place(2),
  state: place(2),
  country: place(2),
  zip_code: exactly(ZIP_CODE_LENGTH),
};

/** What the API takes to save a card: the gateway's token (never the number), the holder and the address. */
export const CardInput = object({
  token: text(1, 200),
  cardholder_name: text(2, 100),
  ...billingAddressFields,
});
export type CardInput = Infer<typeof CardInput>;

/** The form of a card as typed; the number, expiry and CVC go to the gateway only. */
export const CardForm = object({
  number: refine(string(), 'cardNumber', (value) =>
    /^\d{12,19}$/.test(value.replace(/[\s-]/g, '')) ? true : encode('cardNumber'),
  ),
  expiry: refine(string(), 'expiry', (value) =>
    parseExpiry(value) ? true : encode(value.trim() ? 'expiry' : 'required'),
  ),
  cvc: refine(string(), 'cvc', (value) => (/^\d{3,4}$/.test(value.trim()) ? true : encode('cvc'))),
  cardholder_name: text(2, 100),
  ...billingAddressFields,
});
export type CardForm = Infer<typeof CardForm>;

/** "MM/YY" or "MM/YYYY" as typed into a card form, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** A bank account number: 4 to 17 digits (US accounts); spaces and dashes typed between them are dropped. */
const accountNumber = refine(string(), 'accountNumber', (value) => {
  const digits = value.replace(/[\s-]/g, '');
  if (digits === '') return encode('required');
  return /^\d{4,17}$/.test(digits) ? true : encode('accountNumber');
});

/** An ABA routing number: 9 digits. */
const routingNumber = refine(string(), 'routingNumber', (value) =>
  /^\d{9}$/.test(value.trim()) ? true : encode(value.trim() ? 'routingNumber' : 'required'),
);

/** The bank transfer information of SPEC.md §3 and the tax ID of §5. */
export const BillingProfileInput = object({
  tax_id: exactly(TAX_ID_LENGTH),
  full_name: text(3, 100),
  account_number: accountNumber,
  routing_number: routingNumber,
  account_type: oneOf(ACCOUNT_TYPES),
  bank_address: text(ADDRESS_MIN, 200),
  recipient_name: text(3, 100),
  purpose_of_payment: text(3, 200),
});
export type BillingProfileInput = Infer<typeof BillingProfileInput>;

/** Digits of an account number as kept: without the spaces and dashes typed between them. */
export const accountNumberDigits = (value: string): string => value.replace(/[\s-]/g, '');

export const topUpAmount = integer(TOP_UP_MIN_CENTS, TOP_UP_MAX_CENTS);
export const wireAmount = integer(TOP_UP_MIN_CENTS, WIRE_TOP_UP_MAX_CENTS);

export const CardTopUpInput = object({
  amount: topUpAmount,
  card_id: text(1, 100),
  idempotency_key: idempotencyKey,
});

export const WireTopUpInput = object({ amount: wireAmount, idempotency_key: idempotencyKey });

/** The first and last days the billing history can be asked about: no movement is older or later. */
export const BILLING_FIRST_DAY = '2000-01-01';
export const BILLING_LAST_DAY = '9999-12-31';

/** A calendar day (YYYY-MM-DD) between BILLING_FIRST_DAY and BILLING_LAST_DAY: 2026-02-30 is not one. */
const day = define<string>('day', (value) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return encode('date');
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return encode('date');
  return value < BILLING_FIRST_DAY
    ? encode('dateFrom', { day: BILLING_FIRST_DAY })
    : value > BILLING_LAST_DAY
      ? encode('date')
      : true;
});

/** The billing history's filters, as in the URL: a kind (or all), and a range of days (YYYY-MM-DD, inclusive). */
export const BILLING_KINDS = LEDGER_KINDS;
export const BillingFilter = refine(
  object({
    kind: optional(oneOf<LedgerKind>(LEDGER_KINDS)),
    from: optional(day),
    to: optional(day),
    page: optional(integer(1, 100_000)),
    page_size: optional(integer(1, BILLING_PAGE_SIZE_MAX)),
    /** Where the page before ended (its next_cursor): the page is read on from there. */
    after: optional(pageCursor),
  }),
  'dayRange',
  (filter) =>
    filter.from && filter.to && filter.from > filter.to
      ? { path: ['to'], message: encode('dateRange') }
      : true,
);
export type BillingFilter = Infer<typeof BillingFilter>;

/** How a movement was paid, as billing shows it: `escrow` is the campaign's money, paid before (a creator payout). */
export const PAYMENT_METHODS = ['card', 'wire', 'wallet', 'escrow'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHODS)[number];

/** Movements a receipt is given for: money the company paid in. */
export const RECEIPT_KINDS: readonly LedgerKind[] = ['card_top_up', 'wire_top_up', 'campaign_charge'];

/**
 * A receipt's number as a finance team files it: CH-, the year it was paid (UTC), and the number the database
 * drew for it (ledger_transactions.receipt_number), six digits or more: CH-2026-000123.
 */
export const receiptNumber = (paidAt: Date, drawn: number): string =>
  `CH-${paidAt.getUTCFullYear()}-${String(drawn).padStart(6, '0')}`;

/** Who issues the receipts: the platform, with its address. */
export const RECEIPT_ISSUER = {
  name: 'CreatorHub Inc.',
  address: ['548 Market Street, Suite 300', 'San Francisco, CA 94104', 'United States'],
  tax_id: 'EIN 88-1234567',
} as const;

/**
 * The coded refusal of a card decline (a gateway code of Stripe's, e.g. card_declined → DECLINE_CARD_DECLINED): the
 * API refuses a declined card with it and the web app words it from errors:codes, for declines told at tokenizing,
 * at saving and at charging alike.
 */
export const declineErrorCode = (decline: string): string => `DECLINE_${decline.toUpperCase()}`;
