/**
 * Closing a company's account never loses money (issue 20): a company may close only once it holds none. What it
 * holds is counted by the API in one unit of work, and judged here; the refusal (COMPANY_HOLDS_MONEY) carries
 * these figures, so that the owner is told what to spend or what to ask staff to pay out.
 */

/** What a company holds: amounts in whole cents, the others counted. */
export type MoneyHeld = {
  /** The wallet's balance. */
  wallet: number;
  /** What its campaigns' funds hold (paid in, not yet paid to creators nor refunded). */
  campaigns: number;
  /** Wire transfers announced and not yet arrived (confirmed by staff). */
  pending_wires: number;
  /** Card payments (charges or refunds) the card gateway has not finished. */
  pending_payments: number;
  /** Deals neither finished nor canceled: a creator is working for the company. */
  open_deals: number;
};

export const NOTHING_HELD: MoneyHeld = {
  wallet: 0,
  campaigns: 0,
  pending_wires: 0,
  pending_payments: 0,
  open_deals: 0,
};

/** Whether the company holds money, or may soon: then it cannot close. */
export const holdsMoney = (held: MoneyHeld): boolean =>
  (Object.keys(NOTHING_HELD) as Array<keyof MoneyHeld>).some((what) => held[what] !== 0);
