/**
 * `ledger audit`: the whole ledger checked (services/ledger-audit.ts). Answers what it read and every finding;
 * the command line exits non-zero when there is any.
 */
import { auditLedger, ledgerSize } from '../../services/ledger-audit';
import type { StaffCommand } from '../command';

export const ledgerAudit: StaffCommand = async (services) => {
  const [findings, size] = [await auditLedger(services.db), await ledgerSize(services.db)];
  return { status: 200, body: { sound: findings.length === 0, ...size, findings } };
};
