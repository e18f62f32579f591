/**
 * The English sentence of a coded message (src/domain/messages), sent beside its code as `message` for clients
 * that do not translate and for the logs. It is read from the web app's own English texts, so each sentence is
 * written once per language and the two never drift apart.
 */
import english from '../../locales/en/messages.json';
import spanish from '../../locales/es/messages.json';
import englishErrors from '../../locales/en/errors.json';
import { formatMoney } from '../../src/domain/money';
import type { Language } from '../../src/domain/language';
import type { MessageParams, NotificationCode, StatusCode } from '../../src/domain/messages';

const TEXTS: Record<Language, unknown> = { en: english, es: spanish };
/** The locale amounts are written in, per language (as the web app writes them, src/app/i18n.ts). */
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

/**
 * The English sentence of a refusal's code (errors:codes of the web app's texts), for the `message` beside the
 * code; the code itself when the texts have none.
 */
export function englishOfRefusal(code: string): string {
  const codes: Record<string, string> = englishErrors.codes;
  return codes[code] ?? code;
}

export function englishOf(code: StatusCode | NotificationCode, params: MessageParams = {}): string {
  return sentenceOf(code, params, 'en');
}

/** The sentence of a coded message in a language (the account's, for its notification centre). */
export function sentenceOf(
  code: StatusCode | NotificationCode,
  params: MessageParams,
  language: Language,
): string {
  const text = code
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], TEXTS[language]);
  if (typeof text !== 'string') throw new Error(`locales/${language}/messages.json has no text for ${code}`);
  return text.replace(/\{\{(\w+)(?:,\s*(money))?\}\}/g, (_whole, name: string, format?: string) =>
    format === 'money'
      ? formatMoney(Number(params[name] ?? 0), LOCALES[language])
      : String(params[name] ?? ''),
  );
}
