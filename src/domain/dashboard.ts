/**
 * The dashboard's story (issue 23): what needs the company first, then what happened lately, then its figures.
 * The rules of its figures, shared by the API, which counts them, and the web app, which names them.
 */
import type { LedgerKind } from './ledger';

/** How many of the newest notices the dashboard's recent activity shows (the rest are on /notifications). */
export const DASHBOARD_ACTIVITY_SIZE = 5;

/** The content waiting for the brand's review: approved by staff, not yet accepted or sent back. */
export const CONTENT_TO_REVIEW_STATUS = 'pending_approval';

/**
 * The movements the dashboard counts as spent: money paid for campaigns (from the wallet or a card, the card fee
 * aside), less what came back of it (a rejected or closed campaign refunded, a canceled deal's cost).
 */
export const SPEND_KINDS: readonly LedgerKind[] = ['campaign_charge', 'campaign_refund', 'deal_refund'];

/**
 * The calendar month `now` falls in, as its first and last days (YYYY-MM-DD, UTC, both included), the way
 * billing's date filter reads days, so the dashboard's month and billing's agree.
 */
export function monthOf(now: Date): { from: string; to: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { from: day(new Date(Date.UTC(year, month, 1))), to: day(new Date(Date.UTC(year, month + 1, 0))) };
}

/**
 * Spent in a month: what left the wallet (or a card) for campaigns in it, less what came back in it, in whole
 * cents. `amount` is the movement's as billing shows it: negative out, positive back. A month in which more came
 * back than was paid spent nothing (never below zero).
 */
export function spentIn(movements: ReadonlyArray<{ kind: string; amount: number }>): number {
  const net = movements
    .filter((movement) => (SPEND_KINDS as readonly string[]).includes(movement.kind))
    .reduce((sum, movement) => sum - movement.amount, 0);
  return Math.max(0, net);
}
