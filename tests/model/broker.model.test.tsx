/**
 * Model-based test of the live connection through what the user sees: every edge of the broker connection
 * machine is played on the shell's live status line rendered in jsdom, driven by a running broker actor whose
 * channel lookup the walk settles and whose link is a fake the walk drives. Each event is the world's: the
 * session's token changing, the API answering (or not) where the broker is, the link coming up, dropping,
 * failing or being refused, time passing. After every step the state gets its assertion on the screen: no
 * notice, "Reconnecting to live updates…" (only once a wait has lasted the notice delay, never during the
 * first connect) or "Live updates are off — sign in again". It also checks that nothing is tried again after
 * a log-out or a refusal. The helper fails on a reachable state without assertion and on a transition never
 * taken; the walk runs in English and in Spanish.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createActor, fromCallback, type ActorRefFrom, type EventObject } from 'xstate';
import { ApiError } from '../../src/domain/api-error';
import { brokerMachine, type BrokerSnapshot } from '../../src/machines/broker';
import { LIVE_NOTICE_DELAY_MS, MAX_CHANNEL_RETRY_MS } from '../../src/machines/broker-link';
import type {
  BrokerEvent,
  ConnectionCommand,
  ConnectionEvent,
  ConnectionInput,
} from '../../src/machines/broker-types';
import {
  BROKER_CLIENT_ID_PREFIX,
  BROKER_CONNECT_TIMEOUT_MS,
  BROKER_RECONNECT_MS,
} from '../../src/domain/constants';
import { LiveStatusLine } from '../../src/app/shell/live-status';
import { createTestI18n, TestI18n } from '../support/i18n';
import { screenModel } from '../support/screen-model';

const TOPIC = 'companies/c1/notifications';
const CHANNEL = {
  url: 'wss://live.example.com:8084/mqtt',
  username: 'frontend',
  clientIdPrefix: BROKER_CLIENT_ID_PREFIX,
  topics: [TOPIC],
};
const TEXTS = {
  en: { reconnecting: 'Reconnecting to live updates…', off: 'Live updates are off — sign in again' },
  es: {
    reconnecting: 'Reconectando las actualizaciones en directo…',
    off: 'Las actualizaciones en directo están desactivadas: vuelve a iniciar sesión',
  },
};

/** A command the fake link takes as "the link broke down" (an error inside the connection actor). */
const BREAK = { type: 'break' } as unknown as ConnectionCommand;

type Link = {
  input: ConnectionInput;
  commands: ConnectionCommand[];
  open: boolean;
  sendBack: (e: ConnectionEvent) => void;
};
type Ui = { actor: ActorRefFrom<typeof brokerMachine>; links: Link[]; calls: () => number };

const openLinks = (ui: Ui) => ui.links.filter((link) => link.open);
const liveLink = (ui: Ui) => {
  const [link, ...more] = openLinks(ui);
  expect(more).toEqual([]);
  if (!link) throw new Error('no live link to play the event on');
  return link;
};
const fromLink = (ui: Ui, event: EventObject) => liveLink(ui).sendBack(event as ConnectionEvent);

const LINK_EVENTS: ConnectionEvent[] = [
  { type: 'broker.connected' },
  { type: 'broker.offline' },
  { type: 'broker.refused', message: 'Connection refused: Bad username or password' },
  { type: 'broker.error', message: 'Connection refused: Not authorized' },
];
/** The app asks for a topic (a deal page opens) and lets it go, whether or not the link is up. */
const TOPIC_EVENTS: BrokerEvent[] = [
  { type: 'broker.subscribe', topics: ['companies/c1/deals'] },
  { type: 'broker.unsubscribe', topics: ['companies/c1/deals'] },
];
const CONNECTED_EVENTS: BrokerEvent[] = [
  { type: 'broker.message', topic: TOPIC, payload: '{"message":"Your campaign is live"}' },
  { type: 'broker.message', topic: TOPIC, payload: 'not json' },
  { type: 'broker.subscribeFailed', topics: [TOPIC], message: 'Subscribe error' },
  { type: 'broker.unsubscribeFailed', topics: [TOPIC], message: 'client disconnecting' },
  { type: 'broker.publish', topic: TOPIC, payload: '{"message":"hi"}' },
];

function modelIn(language: 'en' | 'es', covered: Set<string>) {
  const texts = TEXTS[language];
  const region = () => screen.getByRole('status');
  const showsNothing = () => expect(region().textContent).toBe('');
  const showsReconnecting = () => expect(region().textContent).toBe(texts.reconnecting);
  const showsOff = () => expect(region().textContent).toBe(texts.off);
  /** Whatever the path: at most one link is open, and only in the states that hold one. */
  const links = (ui: Ui, snapshot: BrokerSnapshot) =>
    expect(openLinks(ui)).toHaveLength(snapshot.matches({ active: 'linking' }) ? 1 : 0);
  /** Nothing is tried again, however long the user waits. */
  const triesNoMore = (ui: Ui) => {
    const [links, calls] = [ui.links.length, ui.calls()];
    vi.advanceTimersByTime(MAX_CHANNEL_RETRY_MS + BROKER_CONNECT_TIMEOUT_MS);
    expect([ui.links.length, ui.calls()]).toEqual([links, calls]);
  };

  return screenModel<typeof brokerMachine, Ui>({
    machine: brokerMachine,
    covered,
    userEvents: (snapshot) => {
      const events: BrokerEvent[] = [
        { type: 'broker.signedIn', token: 'token-1' },
        { type: 'broker.signedIn', token: 'token-2' },
        { type: 'broker.signedOut' },
      ];
      if (snapshot.matches('active')) events.push(...TOPIC_EVENTS);
      if (snapshot.matches({ active: 'linking' })) events.push(...LINK_EVENTS);
      if (snapshot.matches({ active: { linking: 'connected' } })) events.push(...CONNECTED_EVENTS);
      return events;
    },
    answers: {
      loadChannel: {
        outputs: () => [CHANNEL],
        errors: [new ApiError('network', 'Failed to fetch'), new ApiError('unauthorized', 'Unauthorized')],
      },
      connection: { outputs: () => [], errors: [new Error('Missing protocol')] },
    },
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.token, snapshot.context.told]),
    render: ({ call, inspect }) => {
      const links: Link[] = [];
      let calls = 0;
      const connection = fromCallback<ConnectionCommand, ConnectionInput>(({ input, sendBack, receive }) => {
        const link: Link = { input, commands: [], open: true, sendBack: sendBack as Link['sendBack'] };
        links.push(link);
        receive((command) => {
          if (command === BREAK) {
            // A link that breaks down is gone.
            link.open = false;
            throw new Error('Missing protocol');
          }
          link.commands.push(command);
        });
        return () => {
          link.open = false;
        };
      });
      const machine = brokerMachine.provide({
        actors: {
          connection,
          loadChannel: call as never,
        },
      });
      const actor = createActor(machine, {
        inspect: (event) => {
          if (event.type === '@xstate.actor' && (event.actorRef as { id?: string }).id === 'loadChannel')
            calls += 1;
          inspect(event);
        },
      }).start();
      const view = render(
        <TestI18n instance={createTestI18n(language)}>
          <LiveStatusLine broker={actor} />
        </TestI18n>,
      );
      return {
        ui: { actor, links, calls: () => calls },
        unmount: () => {
          view.unmount();
          actor.stop();
        },
      };
    },
    actions: {
      'broker.signedIn': (ui, event) => ui.actor.send(event as never),
      'broker.signedOut': (ui, event) => ui.actor.send(event as never),
      'broker.subscribe': (ui, event) => ui.actor.send(event as never),
      'broker.unsubscribe': (ui, event) => ui.actor.send(event as never),
      'broker.publish': (ui, event) => {
        ui.actor.send(event as never);
        expect(liveLink(ui).commands.at(-1)).toEqual({
          type: 'publish',
          topic: TOPIC,
          payload: '{"message":"hi"}',
        });
      },
      'broker.connected': fromLink,
      'broker.offline': fromLink,
      'broker.refused': fromLink,
      'broker.error': fromLink,
      'broker.message': fromLink,
      'broker.subscribeFailed': fromLink,
      'broker.unsubscribeFailed': fromLink,
      'xstate.error.actor.connection': (ui) => ui.actor.getSnapshot().children.connection?.send(BREAK),
    },
    states: {
      signedOut: (ui, snapshot) => {
        showsNothing();
        links(ui, snapshot);
        triesNoMore(ui);
      },
      // The first try at finding the broker tells nothing; a try after a wait the user was told about still tells.
      locating: (_, snapshot) => (snapshot.context.told ? showsReconnecting() : showsNothing()),
      'waitingForChannel.quiet': (ui, snapshot) => {
        showsNothing();
        links(ui, snapshot);
      },
      'waitingForChannel.told': (ui, snapshot) => {
        showsReconnecting();
        links(ui, snapshot);
      },
      refused: (ui, snapshot) => {
        showsOff();
        links(ui, snapshot);
        triesNoMore(ui);
      },
      'active.linking.connecting': (ui, snapshot) => {
        if (snapshot.context.told) showsReconnecting();
        else showsNothing();
        links(ui, snapshot);
        expect(liveLink(ui).input.password).toBe(snapshot.context.token);
      },
      'active.linking.connected': (ui, snapshot) => {
        showsNothing();
        links(ui, snapshot);
        // The company's topics are listened to on the live link.
        const subscribed = new Set<string>();
        for (const command of liveLink(ui).commands) {
          if (command.type === 'subscribe') command.topics.forEach((topic) => subscribed.add(topic));
          if (command.type === 'unsubscribe') command.topics.forEach((topic) => subscribed.delete(topic));
        }
        expect(subscribed.has(TOPIC)).toBe(true);
      },
      'active.reconnecting.quiet': (ui, snapshot) => {
        showsNothing();
        links(ui, snapshot);
      },
      'active.reconnecting.told': (ui, snapshot) => {
        showsReconnecting();
        links(ui, snapshot);
      },
    },
    advance: async (ms) => {
      vi.advanceTimersByTime(ms);
    },
    delays: {
      noticeDelay: LIVE_NOTICE_DELAY_MS,
      reconnect: BROKER_RECONNECT_MS,
      connectTimeout: BROKER_CONNECT_TIMEOUT_MS,
      channelRetry: MAX_CHANNEL_RETRY_MS,
    },
    soonestTimerOnly: true,
  });
}

describe('live connection status in the shell (model-based)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const covered = new Set<string>();
  const models = { en: modelIn('en', covered), es: modelIn('es', covered) };

  it('has an assertion for every reachable state and a way to play every event', () => {
    models.en.assertComplete();
  });

  it.each(['en', 'es'] as const)(
    `shows the right notice along every edge, in %s`,
    async (language) => {
      const model = models[language];
      expect(model.edges.length).toBeGreaterThan(30);
      for (const edge of model.edges) await model.walk(edge);
    },
    180_000,
  );

  it('took every transition of the broker machine on the screen', () => {
    models.en.assertCovered();
  });
});
