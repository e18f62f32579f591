/**
 * The audit log (DESIGN.md §7): who did what to which account, when and from where. Details never hold
 * passwords, codes or tokens.
 */
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import type { SessionRow } from '../db/schema';

export type AuditAction =
  | 'login'
  | 'login.failed'
  | 'login.limited'
  | 'logout'
  | 'email.verified'
  | 'password.changed'
  | 'password.reset'
  | 'email.change_requested'
  | 'email.changed'
  | 'account.deleted'
  | 'impersonation.used'
  /** A call of the staff API, by command name. */
  | `staff.${string}`;

export type AuditEntry = {
  action: AuditAction;
  companyId: string | null;
  clientAddress: string;
  /** 'company', 'staff' (a staff-made session) or 'anonymous'. */
  actor?: string;
  detail?: Record<string, unknown>;
};

/** Who acts through a session: staff while impersonating, otherwise the company itself. */
export const actorOf = (session: Pick<SessionRow, 'kind'>): string =>
  session.kind === 'staff' ? 'staff' : 'company';

/** Writes an entry; within a unit of work give it `work.db`, so the entry stands or falls with the change. */
export async function audit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    company_id: entry.companyId,
    actor: entry.actor ?? (entry.companyId ? 'company' : 'anonymous'),
    action: entry.action,
    client_address: entry.clientAddress,
    detail: entry.detail ?? null,
  });
}
