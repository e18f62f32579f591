/**
 * Accepts or refuses one event on a deal, by the deal machine itself (deal.ts): the API calls it with the deal as
 * stored, the event, who sends it and the time, and stores what it answers — the new status and facts, the
 * timeline step reached, the step's due time — or answers the refusal's code. What an event carries (a tracking
 * number, feedback, a publication date) is checked first with the shared structs, as BAD_USER_INPUT with fields.
 */
import { TrackingInput } from '../domain/shipping';
import { transition } from 'xstate';
import { object, optional } from 'superstruct';
import {
  contentFeedback,
  isFinalDealStatus,
  publishAt,
  TIMELINE_STEP_OF,
  type DealDue,
  type DealEventType,
  type DealFacts,
  type DealRefusal,
  type DealRole,
  type DealStatus,
  type TimelineStep,
} from '../domain/deal';
import { check, type Checked, type FieldErrors } from '../domain/validation';
import { dealMachine, type DealEvent } from './deal';
import { dealSnapshot, dueOf } from './deal-turns';

/** An event as a caller sends it: the machine's event without its sender, who is given apart. */
export type DealCommand = DealEvent extends infer E ? (E extends DealEvent ? Omit<E, 'by'> : never) : never;

export type DealDecision =
  | {
      ok: true;
      /** The deal after the event. */
      facts: DealFacts;
      /**
       * The timeline step the deal reached with this event, dated now; none when content sent back returns the deal
       * to content creation (it was received long ago). A new upload after a revision reaches `uploaded` again.
       */
      timelineStep: TimelineStep | null;
      /** The due time of the step the deal is now at: schedule it (replacing the last one), or none. */
      due: DealDue | null;
    }
  | { ok: false; code: DealRefusal }
  | { ok: false; code: 'BAD_USER_INPUT'; fields: FieldErrors };

type PayloadCheck = (payload: unknown) => Checked<Record<string, unknown>>;

/** The check of what an event carries, at `now`; null for an event that carries nothing. */
function payloadCheckOf(type: DealEventType, now: Date): PayloadCheck | null {
  switch (type) {
    case 'deal.ship':
      return (payload) => check(TrackingInput, payload);
    case 'content.decline':
      return (payload) => check(object({ feedback: contentFeedback }), payload);
    case 'content.publish':
      return (payload) => check(object({ publish_at: optional(publishAt(now)) }), payload);
    default:
      return null;
  }
}

/** Decides `command` sent by `role` at `now` on a deal in the state `facts`. */
export function decideDealEvent(
  facts: DealFacts,
  command: DealCommand,
  role: DealRole,
  now: Date,
): DealDecision {
  if (isFinalDealStatus(facts.status)) return { ok: false, code: 'DEAL_CLOSED' };
  const { type, ...payload } = command;
  // GraphQL sends null for what was left out; the machine and the structs expect it absent.
  const given = Object.fromEntries(Object.entries(payload).filter(([, value]) => value != null));
  // Whether the event may happen at all comes first: a brand's tracking number is not looked at on a step that is
  // not the brand's.
  const tried = transition(dealMachine, dealSnapshot(facts), { ...given, type, by: role } as DealEvent)[0];
  if (tried.context.refusal) return { ok: false, code: tried.context.refusal };
  const checkPayload = payloadCheckOf(type, now);
  let next = tried;
  if (checkPayload) {
    const checked = checkPayload(given);
    if (!checked.ok) return { ok: false, code: 'BAD_USER_INPUT', fields: checked.fields };
    // Again with the values as the structs left them (trimmed).
    next = transition(dealMachine, dealSnapshot(facts), { ...checked.value, type, by: role } as DealEvent)[0];
  }
  const { refusal: _refusal, ...context } = next.context;
  const status = next.value as DealStatus;
  const after: DealFacts = { status, ...context };
  return {
    ok: true,
    facts: after,
    timelineStep:
      status !== facts.status && type !== 'content.decline' ? (TIMELINE_STEP_OF[status] ?? null) : null,
    due: dueOf(after, now),
  };
}
