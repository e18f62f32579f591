import { describe, expect, it } from 'vitest';
import { object, string } from 'superstruct';
import {
  check,
  currentPassword,
  digitCode,
  email,
  isPlainEmail,
  matching,
  oneOf,
  password,
  text,
  textUpTo,
  url,
} from './validation';

describe('control characters', () => {
  const Name = object({ name: text(3, 20) });
  const Description = object({ description: text(3, 50, { multiline: true }) });

  it('refuses NUL, escape, DEL and unpaired surrogates in a single-line text', () => {
    for (const name of ['Ac\u0000me', 'Ac\u001bme', 'Acme\u007f!', 'Ac\u0085me', 'Ac\ud800me', 'Ac\tme'])
      expect(check(Name, { name })).toEqual({ ok: false, fields: { name: { code: 'characters' } } });
  });

  it('keeps letters of any script, emoji and inner spaces', () => {
    for (const name of ['Café Olé', 'Ñandú 🦤', 'Zoë & Co', 'اكمي', '東京ストア'])
      expect(check(Name, { name })).toEqual({ ok: true, value: { name } });
  });

  it('lets a multi-line text keep line breaks and tabs, but not other control characters', () => {
    expect(check(Description, { description: 'First line\r\nSecond\tline' }).ok).toBe(true);
    expect(check(Description, { description: 'Fine text\u0000' })).toMatchObject({
      fields: { description: { code: 'characters' } },
    });
  });

  it('trims line breaks around a single-line text before checking it', () => {
    expect(check(Name, { name: '\n Acme \n' })).toEqual({ ok: true, value: { name: 'Acme' } });
  });

  it('applies to passwords, links and optional texts too', () => {
    expect(check(object({ password }), { password: 'Correct horse\u0000' })).toMatchObject({
      fields: { password: { code: 'characters' } },
    });
    expect(check(object({ password: currentPassword }), { password: '\u0000' })).toMatchObject({
      fields: { password: { code: 'characters' } },
    });
    expect(check(object({ link: url }), { link: 'https://example.com/\u0000' })).toMatchObject({
      fields: { link: { code: 'characters' } },
    });
    expect(check(object({ search: textUpTo(10) }), { search: 'x\u0000' })).toMatchObject({
      fields: { search: { code: 'characters' } },
    });
    expect(check(object({ search: textUpTo(10) }), { search: '' })).toEqual({
      ok: true,
      value: { search: '' },
    });
  });
});

describe('e-mail addresses', () => {
  it('accepts plain addresses, with tags, sub-domains and letters of any script', () => {
    for (const address of [
      'ada@example.com',
      'ada.lovelace+news@mail.example.co.uk',
      "o'brien@example.ie",
      'josé@españa.es',
      'info@xn--espaa-rta.es',
      'user_1-a@sub-domain.example.io',
    ])
      expect(isPlainEmail(address), address).toBe(true);
  });

  it('refuses what a mailer would read as a display name, a list, a route or a comment', () => {
    for (const address of [
      'x<probe@evil.example>',
      'Ada <ada@example.com>',
      'victim@corp.example,probe2',
      'victim@corp.example, probe2@evil.example',
      'a@example.com;b@example.com',
      '"quoted"@example.com',
      'ada(comment)@example.com',
      'ada@example.com (Ada)',
      'ada @example.com',
      'ada@[127.0.0.1]',
      'ada@@example.com',
      'a@b@example.com',
      'ada@example',
      'ada@example.c',
      'ada..lovelace@example.com',
      '.ada@example.com',
      'ada@-example.com',
      'ada@example-.com',
      'ada@example.com\r\nBcc: probe@evil.example',
      'ada\u0000@example.com',
      `${'a'.repeat(65)}@example.com`,
      `ada@${'a'.repeat(250)}.com`,
    ])
      expect(isPlainEmail(address), address).toBe(false);
  });

  it('is the rule of the e-mail field, trimmed and lower-cased first', () => {
    expect(check(object({ email }), { email: ' Ada@Example.COM ' })).toEqual({
      ok: true,
      value: { email: 'ada@example.com' },
    });
    expect(check(object({ email }), { email: 'x<probe@evil.example>' })).toMatchObject({
      fields: { email: { code: 'email' } },
    });
  });
});

describe('one fault, one message', () => {
  it('tells an empty choice it is required, like any empty field, and a wrong one to choose', () => {
    const Choice = object({ category: oneOf(['beauty', 'home'] as const) });
    expect(check(Choice, { category: '' })).toMatchObject({ fields: { category: { code: 'required' } } });
    expect(check(Choice, {})).toMatchObject({ fields: { category: { code: 'required' } } });
    expect(check(Choice, { category: 'cars' })).toMatchObject({ fields: { category: { code: 'oneOf' } } });
  });

  it('tells a short e-mail address it is not valid, as any address that is not', () => {
    const Email = object({ email });
    expect(check(Email, { email: 'ab' })).toMatchObject({ fields: { email: { code: 'email' } } });
    expect(check(Email, { email: 'ab@cd' })).toMatchObject({ fields: { email: { code: 'email' } } });
    expect(check(Email, { email: '' })).toMatchObject({ fields: { email: { code: 'required' } } });
  });

  it('tells an empty confirmation it is required, and a different one that it does not match', () => {
    const Pair = matching(object({ password: string(), confirmation: string() }), 'password', 'confirmation');
    expect(check(Pair, { password: 'Secret pass 1', confirmation: '' })).toMatchObject({
      fields: { confirmation: { code: 'required' } },
    });
    expect(check(Pair, { password: 'Secret pass 1', confirmation: 'Secret pass 2' })).toMatchObject({
      fields: { confirmation: { code: 'passwordMismatch' } },
    });
  });

  it('asks for the digits of a code, not its characters', () => {
    const Code = object({ code: digitCode(6) });
    for (const code of ['123', '12345a', '1234567'])
      expect(check(Code, { code })).toMatchObject({
        fields: { code: { code: 'codeDigits', params: { length: 6 } } },
      });
    expect(check(Code, { code: ' 123456 ' })).toEqual({ ok: true, value: { code: '123456' } });
  });
});
