// Temporary during development: replaced by the live channel implementation (issue 5).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../services/log';
import type { Publisher } from '../services/notifications';
import { sendJson } from '../http/json';

export type LiveChannel = {
  publisher: Publisher;
  handleHttp: (request: IncomingMessage, response: ServerResponse, pathname: string) => Promise<void>;
  close: () => Promise<void>;
};

export async function startLiveChannel(
  _config: Config,
  deps: { db: Database; log: Logger },
): Promise<LiveChannel> {
  return {
    publisher: { publish: async (topic) => deps.log.debug('publish', { topic }) },
    handleHttp: async (_request, response) => sendJson(response, 404, { error: 'Not found' }),
    close: async () => {},
  };
}
