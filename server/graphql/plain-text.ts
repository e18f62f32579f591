/**
 * Text arguments checked before anything is read or decided: a control character is text no step takes, so it is
 * BAD_USER_INPUT on its argument whatever the deal's state (a multi-line argument keeps its line breaks and tabs).
 */
import { hasControlCharacters } from '../../src/domain/validation';
import { badInput } from './errors';

export function refuseControlCharacters(
  texts: Record<string, string | null | undefined>,
  multiline: readonly string[] = [],
): void {
  const refused = Object.entries(texts).filter(
    ([name, value]) => typeof value === 'string' && hasControlCharacters(value, multiline.includes(name)),
  );
  if (refused.length > 0)
    throw badInput(Object.fromEntries(refused.map(([name]) => [name, { code: 'characters' }])));
}
