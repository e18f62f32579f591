/**
 * A StatusMessage answer (DESIGN.md §5): `code` is what the web app translates (src/domain/messages), with the
 * values of its text as `params`; `message` is the English sentence, for other clients.
 */
import type { MessageParams, StatusCode } from '../../src/domain/messages';
import { englishOf } from '../services/messages';

export function statusMessage(code: StatusCode, params: MessageParams = {}) {
  return {
    status: true,
    code,
    message: englishOf(code, params),
    params: Object.entries(params).map(([name, value]) => ({ name, value: String(value) })),
  };
}
