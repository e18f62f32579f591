import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './navigation';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeReturnPath('/products?page=2&search=tea')).toBe('/products?page=2&search=tea');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('refuses anything that could leave the site or is not a path', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'products',
      '',
      null,
      '/a\nb',
    ])
      expect(safeReturnPath(value), String(value)).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});
