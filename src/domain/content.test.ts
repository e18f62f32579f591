import { describe, expect, it } from 'vitest';
import { contentFileName, fileNamePart } from './content';

describe('contentFileName', () => {
  const at = new Date('2026-11-20T23:59:00Z');

  it('names a download after the campaign, the creator and the day it was delivered', () => {
    expect(
      contentFileName({
        campaign: 'Spring launch',
        creator: 'Maya López',
        deliveredAt: at,
        revision: 0,
        extension: 'mp4',
      }),
    ).toBe('Spring launch - Maya López - 2026-11-20.mp4');
  });

  it('numbers a revision from the second one on', () => {
    expect(
      contentFileName({
        campaign: 'Spring',
        creator: 'Maya',
        deliveredAt: at,
        revision: 2,
        extension: 'jpg',
      }),
    ).toBe('Spring - Maya - 2026-11-20 (3).jpg');
  });

  it('keeps out what a file system refuses, and long names short', () => {
    expect(fileNamePart('50/50: "best" <deal>?\u0000\n|*')).toBe('50 50 best deal');
    expect(fileNamePart('x'.repeat(200))).toHaveLength(80);
  });
});
