/**
 * Which transitions of the session machine the browser walk takes (session.paths.test.ts). Every edge of the two
 * models (session-paths-model.ts) is replayed on the real machine, outside the browser, to learn the machine's
 * transitions it takes (`transitionKeys` of tests/support/model.ts); the walk then keeps, longest first, only the
 * edge paths that take a transition no kept path took. A transition no person can make happen is named in
 * NOT_IN_BROWSER with the reason, and the coverage printed counts the rest.
 */
import { createActor, fromPromise, type EventObject } from 'xstate';
import { sessionMachine, type SessionSnapshot } from '../../src/machines/session';
import { verificationMachine } from '../../src/machines/session-verification';
import { simulatedEnvironment } from '../../src/machines/simulated-environment';
import { EMAIL_CODE_RESEND_COOLDOWN_SECONDS } from '../../src/domain/constants';
import { edgePaths, recordTransitions, transitionKeys, type Edge } from '../support/model';
import { modelOf, settled, STARTS, TOKEN_PLACE, wrongCode, type Start } from './session-paths-model';

export const SESSION_TRANSITIONS = transitionKeys(sessionMachine);

/** Transitions of the machine that no screen lets a person make happen, and why. */
export const NOT_IN_BROWSER: Record<string, string> = {
  'session.unavailable|session.logout|0':
    'the screen shown while the account cannot be loaded offers Retry only; no screen sends a log-out there',
};

/** A call the replay leaves waiting: its answer is the path's next event, sent by hand. */
const waiting = fromPromise(() => new Promise<never>(() => {})) as never;

/** The machine's transitions taken along a path's events, on the real machine with calls answered by the path. */
export async function transitionsOf(start: Start, events: EventObject[]): Promise<Set<string>> {
  const taken = new Set<string>();
  const environment = simulatedEnvironment();
  const machine = sessionMachine.provide({
    actors: {
      loadCompany: waiting,
      login: waiting,
      signup: waiting,
      submitAboutYou: waiting,
      logout: waiting,
      impersonation: waiting,
      // The verification flow runs for real: a mistyped code is refused, a new code is sent.
      verification: verificationMachine.provide({
        actors: {
          verifyCode: fromPromise(() => Promise.reject(wrongCode)),
          resendCode: fromPromise(() => Promise.resolve()),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: { token: STARTS[start] },
    clock: environment,
    inspect: recordTransitions(taken),
  }).start();
  for (const event of events) {
    if (event.type === 'session.resend') environment.increment(EMAIL_CODE_RESEND_COOLDOWN_SECONDS * 1000);
    actor.send(event as never);
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  }
  actor.stop();
  return taken;
}

export type Walk = { start: Start; path: Edge<SessionSnapshot, EventObject>; transitions: Set<string> };

/**
 * A state as the walk's planning tells it apart: where the session is, with which kind of account, and what went
 * wrong last. Coarser than `serialize` (how the person got there does not count), so the paths stay short.
 */
const planned = (snapshot: SessionSnapshot) => {
  const token = snapshot.context.token;
  const kind = token ? (TOKEN_PLACE[token] ?? 'ready') : '-';
  // A kept token is told apart: only it can be refused while the app starts.
  return [
    JSON.stringify(snapshot.value),
    token === 'token-stored' ? token : kind,
    snapshot.context.error?.code ?? '-',
  ].join(' ');
};

type Adjacency = Record<
  string,
  { transitions: Record<string, { event: EventObject; state: SessionSnapshot }> }
>;

/** A path carried on along each state's first answer until the person sees a screen of their own. */
function untilSettled(path: Edge<SessionSnapshot, EventObject>, adjacency: Adjacency) {
  const steps = [...path.steps];
  let target = path.target;
  while (!settled(target) && steps.length < path.steps.length + 5) {
    const next = Object.values(adjacency[planned(target)]?.transitions ?? {})[0];
    if (!next) break;
    steps.push(next);
    target = next.state;
  }
  return { ...path, steps, target };
}

/** The edge paths to walk in the browser: each time the one that takes the most new transitions per step. */
export async function walksToTake(): Promise<Walk[]> {
  let candidates: Walk[] = [];
  for (const start of Object.keys(STARTS) as Start[]) {
    const model = modelOf(start, planned);
    const adjacency = model.getAdjacencyMap();
    for (const edge of edgePaths(model as never, planned as never)) {
      const path = untilSettled(edge as Edge<SessionSnapshot, EventObject>, adjacency as never);
      const events = path.steps.slice(1).map((step) => step.event);
      candidates.push({ start, path, transitions: await transitionsOf(start, events) });
    }
  }
  const taken = new Set<string>();
  const walks: Walk[] = [];
  const gain = (walk: Walk) => [...walk.transitions].filter((key) => !taken.has(key)).length;
  for (;;) {
    candidates = candidates.filter((candidate) => gain(candidate) > 0);
    if (candidates.length === 0) return walks;
    const best = candidates.reduce((a, b) =>
      gain(b) / b.path.steps.length > gain(a) / a.path.steps.length ? b : a,
    );
    best.transitions.forEach((key) => taken.add(key));
    walks.push(best);
  }
}

/** The coverage line the walk prints, and the transitions it should have taken but did not. */
export function coverageOf(language: string, taken: Set<string>) {
  const expected = SESSION_TRANSITIONS.filter((key) => !(key in NOT_IN_BROWSER));
  const missing = expected.filter((key) => !taken.has(key));
  const lines = [
    `session machine (${language}): ${expected.length - missing.length} of ${expected.length} transitions taken in the browser`,
    ...missing.map((key) => `  not taken: ${key}`),
    ...Object.entries(NOT_IN_BROWSER).map(([key, why]) => `  left out: ${key} (${why})`),
  ];
  return { missing, report: lines.join('\n') };
}
