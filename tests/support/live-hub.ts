/** Live events a test publishes by hand, in place of the root actor's (LiveEvents, src/machines/app.ts). */
import type { LiveNotification } from '../../src/machines/broker-types';
import type { LiveEvents } from '../../src/machines/app';

export type LiveHub = LiveEvents & { publish(notification: LiveNotification): void };

export function liveHub(): LiveHub {
  const listeners = new Set<(notification: LiveNotification) => void>();
  return {
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    publish(notification) {
      for (const listener of [...listeners]) listener(notification);
    },
  };
}
