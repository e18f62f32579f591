import { describe, expect, it } from 'vitest';
import { check } from './validation';
import { decodeCursor, encodeCursor, pageCursor } from './paging';

const ID = '0b6c8f8e-3c1a-4d7e-9a55-2f0e4b1c9d21';

describe('page cursors', () => {
  it('reads back the cursor it wrote, whatever the sort value holds', () => {
    for (const key of ['2026-01-01 00:00:00.123456+00', 'ñandú "glow" 50%', '', '-42']) {
      const cursor = { sort: 'name', key, id: ID };
      const text = encodeCursor(cursor);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(text)).toEqual(cursor);
      expect(check(pageCursor, text)).toEqual({ ok: true, value: text });
    }
  });

  it('refuses what no page handed out', () => {
    const bad = [
      'not a cursor',
      encodeCursor({ sort: 'name', key: 'x', id: 'not-an-id' }),
      btoa('{"sort":"name"}'),
      btoa('[1,2,3]'),
      'x'.repeat(700),
    ];
    for (const text of bad) {
      if (text.length <= 600) expect(decodeCursor(text)).toBeNull();
      const checked = check(pageCursor, text);
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(Object.values(checked.fields)).toEqual([{ code: 'cursor' }]);
    }
  });
});
