/**
 * Follows the database's change feed (migration 0002): every committed write to a company's row, sessions,
 * wallet, ledger or bank details, made by whoever, names the company on COMPANY_CHANGES, and the company's cached
 * entries here are forgotten (company-cache.ts).
 */
import type { DatabaseHandle } from '../db/client';
import type { Logger } from './log';
import { changeFeedListening, forgetCompany } from './company-cache';

export const COMPANY_CHANGES = 'company_changed';

export async function followChangeFeed(database: DatabaseHandle, log: Logger): Promise<void> {
  await database.listen(COMPANY_CHANGES, {
    notify: (companyId) => forgetCompany(database.db, companyId),
    listening: (yes) => {
      changeFeedListening(database.db, yes);
      if (database.engine !== 'postgres') return;
      if (yes) log.info('change feed listening');
      else log.warn('change feed lost: money is read from the database until it listens again');
    },
  });
}
