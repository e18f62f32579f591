/**
 * The app's root actor (issue 21): the one actor the page starts, whose children are the rest of the app's
 * lasting actors, so they share one actor system, one clock and one way of being wired.
 *
 * - `session` (systemId `session`): the session and onboarding flow (session.ts).
 * - `toasts` (systemId `toasts`): the notices on screen (toasts.ts).
 * - `broker` (systemId `broker`): the live channel (broker.ts), spawned the first time a session exists. Its code
 *   and the MQTT client's are fetched then (`loadLive`), never on the logged-out screens.
 *
 * The root tells the broker each change of the session's token, and carries each live notification the broker
 * delivers: it is shown (the `show` that came with the live code), the session reads the account again, and the
 * root emits it (`app.notification`) to the screens' flows that follow live events (`LiveEvents` below). A token the broker refused is the session's to check
 * (`app.checkSession`).
 *
 * Input: the token kept in the browser (or null). Actors to provide: `session`, `toasts` (given their real
 * actors), `loadLive` (→ the broker machine given its real actors, and how a notification is shown).
 */
import {
  assign,
  emit,
  enqueueActions,
  fromPromise,
  sendTo,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import { sessionMachine } from './session';
import { toastsMachine } from './toasts';
import type { brokerMachine } from './broker';
import type { LiveNotification } from './broker-types';

type BrokerLogic = typeof brokerMachine;

/** What `loadLive` brings: the live channel's machine with its real actors, and how a notification is shown. */
export type LiveCode = { broker: BrokerLogic; show: (notification: LiveNotification) => void };

export type AppContext = {
  /** The session's token as the root last told the broker. */
  token: string | null;
  broker: ActorRefFrom<BrokerLogic> | null;
  show: LiveCode['show'] | null;
};

/** What the root tells whoever follows live events: each live notification. */
export type AppEmitted = { type: 'app.notification'; notification: LiveNotification };

export type AppEvent =
  { type: 'app.notification'; notification: LiveNotification } | { type: 'app.checkSession' };

const tokenOf = (snapshot: unknown) =>
  (snapshot as SnapshotFrom<typeof sessionMachine>).context?.token ?? null;

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    emitted: {} as AppEmitted,
    input: {} as { token: string | null },
  },
  actors: {
    session: sessionMachine,
    toasts: toastsMachine,
    loadLive: fromPromise<LiveCode>(() => Promise.reject(new Error('app: loadLive is not provided'))),
  },
  guards: {
    signedIn: ({ context }) => context.token !== null,
  },
  actions: {
    /** The broker follows the token: on with it, off without one. */
    tellBroker: enqueueActions(({ context, enqueue }) => {
      if (!context.broker) return;
      enqueue.sendTo(
        context.broker,
        context.token ? { type: 'broker.signedIn', token: context.token } : { type: 'broker.signedOut' },
      );
    }),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ token: input.token, broker: null, show: null }),
  invoke: [
    { id: 'toasts', systemId: 'toasts', src: 'toasts' },
    {
      id: 'session',
      systemId: 'session',
      src: 'session',
      input: ({ context }) => ({ token: context.token }),
      onSnapshot: {
        guard: ({ context, event }) => tokenOf(event.snapshot) !== context.token,
        actions: [assign({ token: ({ event }) => tokenOf(event.snapshot) }), 'tellBroker'],
      },
    },
  ],
  initial: 'quiet',
  states: {
    // No session has existed yet: no live code is loaded.
    quiet: { always: { guard: 'signedIn', target: 'loadingLive' } },
    loadingLive: {
      invoke: {
        src: 'loadLive',
        onDone: {
          target: 'live',
          actions: assign(({ event, spawn }) => ({
            // Logic that came with the fetched code, not one of the setup's named actors.
            broker: (spawn as (logic: BrokerLogic, options: object) => ActorRefFrom<BrokerLogic>)(
              event.output.broker,
              { id: 'broker', systemId: 'broker' },
            ),
            show: event.output.show,
          })),
        },
        // The live code could not be fetched (offline): live updates stay off until the next session.
        onError: 'waiting',
      },
    },
    waiting: { always: { guard: ({ context }) => !context.token, target: 'quiet' } },
    live: { entry: 'tellBroker' },
  },
  on: {
    'app.notification': {
      actions: [
        ({ context, event }) => context.show?.(event.notification),
        sendTo('session', { type: 'session.refresh' }),
        emit(({ event }) => ({ type: 'app.notification' as const, notification: event.notification })),
      ],
    },
    'app.checkSession': { actions: sendTo('session', { type: 'session.refresh' }) },
  },
});

export type AppActor = ActorRefFrom<typeof appMachine>;
export type AppSnapshot = SnapshotFrom<typeof appMachine>;

/**
 * Live notifications as the screens' flows follow them: an actor made from them (reloadOnLive and liveNoticesOf
 * in src/app/live-notices.ts, liveDealsOf in src/app/live-deals.ts) keeps a page's data current without a reload.
 * The app's listen to the root actor (`liveEventsOf`); a test gives its own and publishes by hand.
 */
export type LiveEvents = {
  /** Calls `listener` with each live notification until the returned function is called. */
  listen(listener: (notification: LiveNotification) => void): () => void;
};

/** The root actor's live notifications. */
export function liveEventsOf(root: Pick<AppActor, 'on'>): LiveEvents {
  return {
    listen(listener) {
      const subscription = root.on('app.notification', (event) => listener(event.notification));
      return () => subscription.unsubscribe();
    },
  };
}
