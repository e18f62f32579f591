/**
 * The staff command line's commands for the ledger itself: paying a wallet out (`wallet payout`) and checking the
 * whole ledger (`ledger audit`).
 */
import type { CliCommand } from './cli-command';

/** Cents as staff read them: $1,500.00. */
export const dollars = (cents: number): string =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const ledgerCliCommands: Record<string, CliCommand> = {
  'wallet payout': {
    args: ['email', 'amount', 'reference'],
    summary:
      "pays a company's wallet out to its bank account, once per reference: wallet payout <email> 1,500.00 <reference>",
    print: (answer) =>
      answer.already
        ? `Payout ${String(answer.reference)} was already made (${dollars(Number(answer.amount))}); nothing changed.`
        : `Paid out ${dollars(Number(answer.amount))} to ${String(answer.email)} (${String(answer.reference)}), balance ${dollars(Number(answer.balance))}.`,
  },
  'ledger audit': {
    args: [],
    summary:
      'checks the whole ledger (balanced, kept balances, nothing negative, no orphan); non-zero exit on a finding',
    failed: (answer) => answer.sound !== true,
    print: (answer) => {
      const findings = answer.findings as Array<Record<string, unknown>>;
      const read = `${String(answer.transactions)} transactions, ${String(answer.accounts)} accounts`;
      if (findings.length === 0) return `Ledger sound: ${read} checked.`;
      return [
        `${findings.length} finding${findings.length === 1 ? '' : 's'} in ${read}:`,
        ...findings.map(({ problem, ...detail }) =>
          [String(problem).padEnd(17), ...Object.entries(detail).map(([k, v]) => `${k}=${String(v)}`)].join(
            ' ',
          ),
        ),
      ].join('\n');
    },
  },
};
