/**
 * Model-based test of the session and onboarding machine: every edge of its state graph is walked on a
 * running session actor whose calls are fakes the test settles, with the real token storage; after every step
 * the test checks what the user would see (where each guarded route leads, whether a session is stored).
 * At the end it asserts that every transition the machine defines was taken.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { sessionMachine, placeOf, type Company, type SessionSnapshot } from '../../src/machines/session';
import { ApiError } from '../../src/domain/api-error';
import { decide, type Guard } from '../../src/app/guards';
import { tokenStorage } from '../../src/app/actors/session';
import { IMPERSONATION_RELOAD_DELAY_MS } from '../../src/domain/constants';
import { createMachineTestModel, edgePaths, recordTransitions, transitionKeys } from '../support/model';

const baseCompany: Company = {
  id: 'c1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  role: 'company',
  has_verified_email: false,
  onboard_position: 0,
  phone: null,
  area_code: null,
  company_name: null,
  profile_picture_image: null,
  privacy: false,
  created_at: '2026-11-22T00:00:00.000Z',
  impersonated: false,
  language: 'en',
  session_id: 's1',
  bank_transfer_information: null,
  wallet: { user_id: 'c1', balance: 0, currency: { id: 'usd', name: 'US Dollar', symbol: '$', code: 'USD' } },
};
const COMPANIES = {
  unverified: baseCompany,
  onboarding: { ...baseCompany, has_verified_email: true },
  ready: { ...baseCompany, has_verified_email: true, onboard_position: 1 },
};
const unauthorized = new ApiError('unauthorized', 'Unauthorized', { status: 401 });
const offline = new ApiError('network', 'Failed to fetch');
const refused = new ApiError('refused', 'The code is not valid', { code: 'CODE_INVALID' });

type Invoke = keyof typeof OUTPUTS;
const OUTPUTS = {
  loadCompany: Object.values(COMPANIES),
  reloadCompany: Object.values(COMPANIES),
  login: [{ token: 'token-login' }],
  signup: [{ token: 'token-signup' }],
  impersonate: [{ token: 'token-staff' }],
  verifyCode: [undefined],
  resendCode: [undefined],
  submitAboutYou: [undefined],
  logout: [undefined],
} as const;
const ERRORS: Record<Invoke, ApiError[]> = {
  loadCompany: [unauthorized, offline],
  reloadCompany: [unauthorized, offline],
  login: [refused],
  signup: [refused],
  impersonate: [refused],
  verifyCode: [refused],
  resendCode: [refused],
  submitAboutYou: [refused],
  logout: [offline],
};

/** Which call is running in a state. */
function runningInvoke(snapshot: SessionSnapshot): Invoke | null {
  if (snapshot.matches('loading')) return 'loadCompany';
  if (snapshot.matches({ signedIn: 'reloading' })) return 'reloadCompany';
  if (snapshot.matches({ loggedOut: 'loggingIn' })) return 'login';
  if (snapshot.matches({ loggedOut: 'signingUp' })) return 'signup';
  if (snapshot.matches({ impersonating: 'exchanging' })) return 'impersonate';
  if (snapshot.matches({ signedIn: { unverified: 'verifying' } })) return 'verifyCode';
  if (snapshot.matches({ signedIn: { unverified: 'resending' } })) return 'resendCode';
  if (snapshot.matches({ signedIn: { onboarding: 'submitting' } })) return 'submitAboutYou';
  if (snapshot.matches('loggingOut')) return 'logout';
  return null;
}

const USER_EVENTS = [
  { type: 'session.login', email: 'ada@example.com', password: 'Correct-horse1' },
  { type: 'session.signup', email: 'ada@example.com', password: 'Correct-horse1' },
  { type: 'session.verify', code: '123456' },
  { type: 'session.resend' },
  {
    type: 'session.aboutYou',
    values: {
      company_name: 'Acme',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '5551234567',
      area_code: '+1',
    },
  },
  { type: 'session.refresh' },
  { type: 'session.retry' },
  { type: 'session.logout' },
  { type: 'session.unauthorized' },
  { type: 'session.tokenChanged', token: 'token-changed' },
  { type: 'session.impersonate', linkToken: 'link-token' },
] as const;

function eventsFor(snapshot: SessionSnapshot): EventObject[] {
  const events: EventObject[] = [...USER_EVENTS];
  const invoke = runningInvoke(snapshot);
  if (invoke) {
    for (const output of OUTPUTS[invoke])
      events.push({ type: `xstate.done.actor.${invoke}`, output } as EventObject);
    for (const error of ERRORS[invoke])
      events.push({ type: `xstate.error.actor.${invoke}`, error } as EventObject);
  }
  if (snapshot.matches('unavailable')) events.push({ type: 'xstate.after.retryLoad.session.unavailable' });
  if (snapshot.matches({ impersonating: 'waiting' })) {
    events.push({ type: 'xstate.after.impersonationReload.session.impersonating.waiting' });
  }
  return events;
}

const serialize = (snapshot: SessionSnapshot) =>
  `${JSON.stringify(snapshot.value)}${snapshot.context.token ? '+token' : ''}${
    snapshot.context.company ? `+${placeOf({ ...snapshot, hasTag: () => false })}` : ''
  }`;

/** The system under test: the session actor with calls the test settles, and the real token storage. */
function startSut(token: string | null, covered: Set<string>) {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  // Each fake call waits under its invoke id (the actor's id) until the walk settles it.
  const call = fromPromise<never, unknown>(
    ({ self }) =>
      new Promise((resolve, reject) => pending.set(self.id, { resolve: resolve as never, reject })),
  );
  const machine = sessionMachine.provide({
    actors: {
      loadCompany: call as never,
      login: call as never,
      signup: call as never,
      impersonate: call as never,
      verifyCode: call as never,
      resendCode: call as never,
      submitAboutYou: call as never,
      logout: call as never,
    },
    actions: {
      saveToken: (_, params) => tokenStorage.write(params.token),
      forgetToken: () => tokenStorage.clear(),
    },
  });
  if (token) tokenStorage.write(token);
  const actor = createActor(machine, { input: { token }, inspect: recordTransitions(covered) }).start();
  return { actor, pending };
}

const GUARDS: Guard[] = ['loggedOutOnly', 'unverifiedOnly', 'incompleteOnboarding', 'completeOnboarding'];

async function settle() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('session machine (model-based)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  const covered = new Set<string>();

  for (const startToken of [null, 'stored-token']) {
    const model = createMachineTestModel(sessionMachine, {
      events: (snapshot) => eventsFor(snapshot as SessionSnapshot) as never,
      serializeState: (snapshot) => serialize(snapshot as SessionSnapshot) as never,
      input: { token: startToken },
    });
    const edges = edgePaths(model, (snapshot) => serialize(snapshot as SessionSnapshot));

    it(`walks all ${edges.length} edges starting ${startToken ? 'with' : 'without'} a stored token`, async () => {
      expect(edges.length).toBeGreaterThan(40);
      for (const edge of edges) {
        localStorage.clear();
        const { actor, pending } = startSut(startToken, covered);
        for (const [index, step] of edge.steps.entries()) {
          if (index > 0) {
            const { event } = step;
            const name = event.type.split('.')[3];
            if (event.type.startsWith('xstate.done.actor.')) {
              const call = pending.get(name ?? '');
              pending.delete(name ?? '');
              call?.resolve((event as { output?: unknown }).output);
            } else if (event.type.startsWith('xstate.error.actor.')) {
              const call = pending.get(name ?? '');
              pending.delete(name ?? '');
              call?.reject((event as { error?: unknown }).error);
            } else if (event.type.startsWith('xstate.after.retryLoad')) {
              vi.advanceTimersByTime(5000);
            } else if (event.type.startsWith('xstate.after.impersonationReload')) {
              vi.advanceTimersByTime(IMPERSONATION_RELOAD_DELAY_MS);
            } else {
              actor.send(event as never);
            }
            await settle();
          }
          const actual = actor.getSnapshot();
          const expected = step.state as SessionSnapshot;
          expect(actual.value, edge.description).toEqual(expected.value);
          // What the user sees: where each guarded route leads, and whether a session is remembered.
          for (const guard of GUARDS) {
            expect(decide(guard, placeOf(actual)), `${edge.description} / ${guard}`).toEqual(
              decide(guard, placeOf(expected)),
            );
          }
          expect(tokenStorage.read(), edge.description).toBe(actual.context.token);
          expect(Boolean(tokenStorage.read()), edge.description).toBe(Boolean(expected.context.token));
        }
        actor.stop();
      }
    });
  }

  it('covered every transition of the machine', () => {
    const missing = transitionKeys(sessionMachine).filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
  });
});
