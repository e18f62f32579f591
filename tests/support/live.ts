/**
 * The live channel seen from a browser test: when a page's broker connection has its subscriptions
 * acknowledged, the page hears every notification sent after that.
 */
import type { Page, WebSocket } from 'playwright-core';
import { BROKER_PATH } from '../../src/domain/constants';

/** MQTT SUBACK: the first byte of the broker's answer to a subscription. */
const SUBACK = 0x90;

/** Resolves when the page's next broker WebSocket is subscribed. Call it before the page connects. */
export function nextLiveSocket(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    const onSocket = (socket: WebSocket) => {
      if (!socket.url().endsWith(BROKER_PATH)) return;
      page.off('websocket', onSocket);
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string' && payload[0] === SUBACK) resolve(socket);
      });
    };
    page.on('websocket', onSocket);
  });
}
