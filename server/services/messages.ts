/**
 * The English sentence of a coded message (src/domain/messages), sent beside its code as `message` for clients
 * that do not translate and for the logs. It is read from the web app's own English texts, so each sentence is
 * written once per language and the two never drift apart.
 */
import english from '../../locales/en/messages.json';
import { formatMoney } from '../../src/domain/money';
import { DEFAULT_LOCALE } from '../../src/domain/constants';
import type { MessageParams, NotificationCode, StatusCode } from '../../src/domain/messages';

export function englishOf(code: StatusCode | NotificationCode, params: MessageParams = {}): string {
  const text = code
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], english);
  if (typeof text !== 'string') throw new Error(`locales/en/messages.json has no text for ${code}`);
  return text.replace(/\{\{(\w+)(?:,\s*(money))?\}\}/g, (_whole, name: string, format?: string) =>
    format === 'money' ? formatMoney(Number(params[name] ?? 0), DEFAULT_LOCALE) : String(params[name] ?? ''),
  );
}
