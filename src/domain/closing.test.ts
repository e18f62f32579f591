import { describe, expect, it } from 'vitest';
import { holdsMoney, NOTHING_HELD } from './closing';

describe('holdsMoney', () => {
  it('lets a company close only when it holds nothing at all', () => {
    expect(holdsMoney(NOTHING_HELD)).toBe(false);
    for (const what of Object.keys(NOTHING_HELD) as Array<keyof typeof NOTHING_HELD>)
      expect(holdsMoney({ ...NOTHING_HELD, [what]: 1 })).toBe(true);
  });
});
