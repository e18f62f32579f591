import { describe, expect, it } from 'vitest';
import { messagesOf, namespacesOf } from '../../../tests/support/i18n';

/** Every key path of a messages object, with plural suffixes removed (languages differ in plural forms). */
function keysOf(messages: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
}

const unique = (keys: string[]) => [...new Set(keys)].sort();

describe('locales', () => {
  it('has the same namespaces in English and Spanish', () => {
    expect(namespacesOf('es').sort()).toEqual(namespacesOf('en').sort());
  });

  it.each(namespacesOf('en'))('translates every text of %s into Spanish, and nothing more', (namespace) => {
    expect(unique(keysOf(messagesOf('es', namespace)))).toEqual(unique(keysOf(messagesOf('en', namespace))));
  });

  it.each([
    'login',
    'signup',
    'verify',
    'aboutYou',
    'forgot',
    'newPassword',
    'password',
    'updateEmail',
    'impersonation',
    'account',
    'notFound',
  ])('has a namespace for the account screen %s', (namespace) => {
    expect(namespacesOf('en')).toContain(namespace);
  });
});
