import { describe, expect, it } from 'vitest';
import { createSealer } from './crypto';

describe('sealing a secret at rest', () => {
  const sealer = createSealer('the API secret', 'card tokens');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = sealer.seal('pm_abc.def');
    expect(sealed).not.toContain('pm_abc');
    expect(sealer.open(sealed)).toBe('pm_abc.def');
    expect(sealer.seal('pm_abc.def')).not.toBe(sealed);
  });

  it('refuses what was changed, or sealed with another secret or purpose', () => {
    const sealed = sealer.seal('pm_abc.def');
    const changed = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => sealer.open(changed)).toThrow();
    expect(() => createSealer('another secret', 'card tokens').open(sealed)).toThrow();
    expect(() => createSealer('the API secret', 'other things').open(sealed)).toThrow();
  });
});
