import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { LiveStatus } from './live-status';
import { brokerMachine } from '../../machines/broker';
import { LIVE_NOTICE_DELAY_MS } from '../../machines/broker-link';
import type {
  ConnectionCommand,
  ConnectionEvent,
  ConnectionInput,
  LiveChannel,
} from '../../machines/broker-types';
import { AppProvider, type AppServices } from '../../screens/shared/app-context';
import { BROKER_CLIENT_ID_PREFIX } from '../../domain/constants';
import { createTestI18n, TestI18n } from '../../../tests/support/i18n';

function startBroker() {
  const links: Array<(event: ConnectionEvent) => void> = [];
  const broker = createActor(
    brokerMachine.provide({
      actors: {
        loadChannel: fromPromise<LiveChannel>(async () => ({
          url: 'ws://localhost:8084/mqtt',
          username: 'frontend',
          clientIdPrefix: BROKER_CLIENT_ID_PREFIX,
          topics: [],
        })),
        connection: fromCallback<ConnectionCommand, ConnectionInput>(({ sendBack }) => {
          links.push(sendBack as (event: ConnectionEvent) => void);
        }),
      },
    }),
  ).start();
  return { broker, links };
}

const renderIn = (services: Partial<AppServices>, language: 'en' | 'es' = 'en') =>
  render(
    <TestI18n instance={createTestI18n(language)}>
      <AppProvider value={services as AppServices}>
        <button type="button">Save</button>
        <LiveStatus />
      </AppProvider>
    </TestI18n>,
  );

describe('LiveStatus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing before live updates start', () => {
    renderIn({ broker: null });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces a pause politely, without taking the focus, and says nothing once live again', async () => {
    const { broker, links } = startBroker();
    renderIn({ broker }, 'es');
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    broker.send({ type: 'broker.signedIn', token: 'token-1' });
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => links[0]?.({ type: 'broker.connected' }));
    act(() => links[0]?.({ type: 'broker.offline' }));
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => vi.advanceTimersByTime(LIVE_NOTICE_DELAY_MS));
    expect(screen.getByRole('status').textContent).toBe('Reconectando las actualizaciones en directo…');
    expect(document.activeElement).toBe(save);
    act(() => vi.advanceTimersByTime(LIVE_NOTICE_DELAY_MS));
    act(() => links[1]?.({ type: 'broker.connected' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
