/**
 * The ledger audit (`staff ledger audit`, and tests after every money path): reads the whole ledger and says what
 * is wrong with it, nothing when it is sound. It covers every account that ever had a posting and every guarded
 * account, of open and closed companies alike:
 * - `unbalanced`: a transaction whose postings do not sum to zero;
 * - `incomplete`: a transaction of fewer than two postings;
 * - `balance_mismatch`: a guarded account whose kept balance is not the sum of its postings;
 * - `negative`: a guarded account, or a platform account that only receives, below zero;
 * - `orphan_posting`: a posting to an account that is neither guarded (no row) nor one of the platform's;
 * - `orphan_account`: a guarded account whose name or owner does not fit (unknown kind, a wallet of another
 *   company, a company's account with no company named);
 * - `stranded`: money held by an account of a company that no longer exists, which nobody can spend.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { GUARDED_KINDS, isPlatformAccount, PLATFORM_ACCOUNTS, PLATFORM_RECEIVING } from './ledger-names';

export type LedgerProblem =
  | { problem: 'unbalanced'; transactionId: string; total: number }
  | { problem: 'incomplete'; transactionId: string; postings: number }
  | { problem: 'balance_mismatch'; account: string; kept: number; summed: number }
  | { problem: 'negative'; account: string; balance: number }
  | { problem: 'orphan_posting'; account: string; summed: number }
  | { problem: 'orphan_account'; account: string; companyId: string | null }
  | { problem: 'stranded'; account: string; companyId: string; balance: number };

type Rows<T> = { rows: T[] };

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

type AccountRow = {
  account: string;
  guarded: boolean;
  company_id: string | null;
  company_exists: boolean;
  kept: string | number | null;
  summed: string | number;
};

/** What is wrong with one account, read with its kept balance, its postings' sum and its owner. */
function accountProblems(row: AccountRow): LedgerProblem[] {
  const { account } = row;
  const summed = Number(row.summed);
  if (!row.guarded) {
    if (!isPlatformAccount(account) || !PLATFORM_ACCOUNTS.includes(account))
      return [{ problem: 'orphan_posting', account, summed }];
    return PLATFORM_RECEIVING.includes(account) && summed < 0
      ? [{ problem: 'negative', account, balance: summed }]
      : [];
  }
  const problems: LedgerProblem[] = [];
  const kept = Number(row.kept);
  if (kept !== summed) problems.push({ problem: 'balance_mismatch', account, kept, summed });
  if (Math.min(kept, summed) < 0)
    problems.push({ problem: 'negative', account, balance: Math.min(kept, summed) });
  const [kind = '', owner = ''] = account.split(/:(.*)/s);
  const ownedBy = GUARDED_KINDS[kind];
  const fits =
    ownedBy === 'none'
      ? row.company_id === null
      : ownedBy === 'company' && row.company_id !== null && (kind !== 'wallet' || owner === row.company_id);
  if (!fits) problems.push({ problem: 'orphan_account', account, companyId: row.company_id });
  else if (row.company_id !== null && !row.company_exists && kept !== 0)
    problems.push({ problem: 'stranded', account, companyId: row.company_id, balance: kept });
  return problems;
}

export async function auditLedger(db: Database): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const transactions = await rowsOf<{ id: string; total: string | number; postings: string | number }>(
    db,
    sql`select t.id, coalesce(sum(p.amount_cents), 0) as total, count(p.id) as postings
        from ledger_transactions t left join ledger_postings p on p.transaction_id = t.id
        group by t.id
        having coalesce(sum(p.amount_cents), 0) <> 0 or count(p.id) < 2`,
  );
  for (const row of transactions) {
    if (Number(row.total) !== 0)
      problems.push({ problem: 'unbalanced', transactionId: row.id, total: Number(row.total) });
    if (Number(row.postings) < 2)
      problems.push({ problem: 'incomplete', transactionId: row.id, postings: Number(row.postings) });
  }
  const accounts = await rowsOf<AccountRow>(
    db,
    sql`select coalesce(a.id, s.account) as account, a.id is not null as guarded, a.company_id,
          c.id is not null as company_exists, a.balance_cents as kept, coalesce(s.total, 0) as summed
        from ledger_accounts a
        full outer join (select account, sum(amount_cents) as total from ledger_postings group by account) s
          on s.account = a.id
        left join companies c on c.id = a.company_id
        order by 1`,
  );
  for (const row of accounts) problems.push(...accountProblems(row));
  return problems;
}

/** How much the audit read: for the staff command's summary. */
export async function ledgerSize(db: Database): Promise<{ transactions: number; accounts: number }> {
  const [row] = await rowsOf<{ transactions: string | number; accounts: string | number }>(
    db,
    sql`select (select count(*) from ledger_transactions) as transactions,
          (select count(*) from (select account from ledger_postings union select id from ledger_accounts) a)
            as accounts`,
  );
  return { transactions: Number(row?.transactions ?? 0), accounts: Number(row?.accounts ?? 0) };
}
