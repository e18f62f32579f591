/**
 * A change is made whole or not at all (DESIGN.md §6): every write of a mutation goes through one transaction,
 * and what the change causes outside the database — e-mail, live messages, forgetting cached rows, removing a
 * replaced file — happens only after that transaction has committed. A mutation that fails half-way (bad input
 * found late, a constraint, a crash of the database call) leaves no row, sends no mail and publishes nothing.
 *
 *   const result = await atomically(ctx.services, async (work) => {
 *     await work.db.insert(…);            // the transaction
 *     work.mail(verificationCodeMail(…));  // sent once committed
 *     await work.notify(companyId, { message: … });
 *     return …;
 *   });
 *
 * Inside the unit only `work.db` may be used: with embedded PGlite the transaction holds the one connection, so a
 * query through the services' own handle would wait for the unit to end, forever (the handle throws instead,
 * db/client.ts). Keep slow work that needs no database (password hashing, rate limits) before the unit, to keep
 * the transaction short.
 *
 * Effects run in the order they were asked for. A failing effect is logged and does not undo the committed change
 * nor stop the others: the user can ask for another mail, and a notification is kept in the database.
 */
import { insideUnitOf, type Database } from '../db/client';
import type { Logger } from './log';
import type { Mailer, MailMessage } from './mail';
import { storeNotification, type Notifications, type NotificationPayload } from './notifications';
import { forgetCompany, forgetSession } from './company-cache';

export type Work = {
  /** The unit's transaction: every write of the unit goes through it. */
  db: Database;
  /** Mails a message once the unit has committed. */
  mail: (message: MailMessage) => void;
  /**
   * Stores a notification to the company within the unit, and publishes it on the live channel once committed:
   * on the company's notifications topic, or on a deal's topic when `dealId` is given.
   */
  notify: (companyId: string, payload: NotificationPayload, options?: { dealId?: string }) => Promise<void>;
  /** The company's row, sessions or finances change: its cached entries are forgotten once committed. */
  forgetCompany: (companyId: string) => void;
  /** One session changes (e.g. it is revoked): its cached entry is forgotten once committed. */
  forgetSession: (sessionId: string) => void;
  /** Any other effect, run once the unit has committed (e.g. removing a file the change replaced). */
  afterCommit: (effect: () => Promise<void>) => void;
  /** Undoes something done outside the database for the unit (e.g. a file written for it), should it roll back. */
  onRollback: (undo: () => Promise<void>) => void;
};

export type UnitServices = { db: Database; mail: Mailer; notifications: Notifications; log: Logger };

/** What a unit asked for outside the database: effects to run once committed, undos should it roll back. */
type Pending = {
  effects: Array<{ what: string; run: () => Promise<void> }>;
  undos: Array<() => Promise<void>>;
};

const nothingPending = (): Pending => ({ effects: [], undos: [] });

/** The Work of a unit whose writes go through `db` (its transaction or savepoint). */
function workOn(services: UnitServices, db: Database, pending: Pending): Work {
  const { effects, undos } = pending;
  return {
    db,
    mail: (message) => effects.push({ what: 'mail', run: () => services.mail.send(message) }),
    async notify(companyId, payload, options) {
      const stored = await storeNotification(db, companyId, payload, options);
      effects.push({
        what: 'live message',
        run: () => services.notifications.publish(stored.topic, stored.payload),
      });
    },
    forgetCompany: (companyId) =>
      effects.push({ what: 'cache', run: async () => forgetCompany(services.db, companyId) }),
    forgetSession: (sessionId) =>
      effects.push({ what: 'cache', run: async () => forgetSession(services.db, sessionId) }),
    afterCommit: (effect) => effects.push({ what: 'after commit', run: effect }),
    onRollback: (undo) => undos.push(undo),
  };
}

async function undo(services: UnitServices, pending: Pending): Promise<void> {
  for (const step of pending.undos.splice(0).reverse()) {
    await step().catch((undoError: unknown) =>
      services.log.error('undoing a rolled back change failed', { error: String(undoError) }),
    );
  }
}

async function runEffects(services: UnitServices, pending: Pending): Promise<void> {
  for (const effect of pending.effects.splice(0)) {
    try {
      await effect.run();
    } catch (error) {
      services.log.error(`${effect.what} after commit failed`, { error: String(error) });
    }
  }
}

/** PostgreSQL's serialization failure and deadlock: the same unit succeeds when run again. */
const CONFLICT_CODES = new Set(['40001', '40P01']);

/** Whether an error (or its cause, as a failed query wraps it) is a conflict with a concurrent change. */
export function conflicted(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth++) {
    if (CONFLICT_CODES.has(String((current as { code?: unknown }).code))) return true;
    current = current.cause;
  }
  return false;
}

/** Runs of a unit that lost a conflict, before its error is let through; the wait doubles each time, jittered. */
export const UNIT_MAX_ATTEMPTS = 5;
const UNIT_RETRY_FIRST_MS = 10;

const conflictBackoff = (attempt: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, UNIT_RETRY_FIRST_MS * 2 ** (attempt - 1) * (0.5 + Math.random())),
  );

/**
 * Runs `run` in one transaction. A unit rolled back by a deadlock or a serialization failure (PostgreSQL) is run
 * again from the start, up to UNIT_MAX_ATTEMPTS times with a bounded backoff: nothing of the lost run is kept,
 * its undos run and its effects are dropped, so a conflict costs a short wait instead of a failed request.
 */
export async function atomically<T>(services: UnitServices, run: (work: Work) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const pending = nothingPending();
    let result: T;
    try {
      result = await services.db.transaction(async (tx) =>
        insideUnitOf(services.db, () => run(workOn(services, tx as unknown as Database, pending))),
      );
    } catch (error) {
      await undo(services, pending);
      if (attempt < UNIT_MAX_ATTEMPTS && conflicted(error)) {
        services.log.info('a unit met a conflicting change, running it again', { attempt });
        await conflictBackoff(attempt);
        continue;
      }
      throw error;
    }
    await runEffects(services, pending);
    return result;
  }
}

/** What a savepoint came to: its result, or the error that rolled it back alone. */
export type UnitOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Runs `body` in a savepoint of `work`'s unit (the job runner runs a job's handler so, beside marking the job): a
 * body that fails is rolled back alone, its undos run at once and its effects dropped, and the unit goes on. What
 * succeeded commits with the unit: its effects run once the unit has committed, its undos should the unit roll back.
 */
export async function inSavepoint<R>(
  services: UnitServices,
  work: Work,
  body: (work: Work) => Promise<R>,
): Promise<UnitOutcome<R>> {
  const pending = nothingPending();
  try {
    const value = await work.db.transaction((savepoint) =>
      body(workOn(services, savepoint as unknown as Database, pending)),
    );
    work.afterCommit(() => runEffects(services, pending));
    work.onRollback(() => undo(services, pending));
    return { ok: true, value };
  } catch (error) {
    await undo(services, pending);
    return { ok: false, error };
  }
}
