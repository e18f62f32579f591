import { describe, expect, it } from 'vitest';
import { decodedLength, imageTypeOf, readImageDataUrl } from './images';
import { MAX_IMAGE_BYTES } from './constants';

const base64 = (bytes: number[] | string) =>
  btoa(typeof bytes === 'string' ? bytes : String.fromCharCode(...bytes));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [36, 0, 0, 0],
    [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
  );

describe('image signatures', () => {
  it('names PNG, JPEG and WebP by their first bytes, and nothing else', () => {
    expect(imageTypeOf(Uint8Array.from(PNG))).toBe('image/png');
    expect(imageTypeOf(Uint8Array.from(JPEG))).toBe('image/jpeg');
    expect(imageTypeOf(Uint8Array.from(WEBP))).toBe('image/webp');
    expect(imageTypeOf(new TextEncoder().encode('<html><script>alert(1)</script>'))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});

describe('picture data URLs', () => {
  it('accepts bytes of the declared format', () => {
    expect(readImageDataUrl(`data:image/png;base64,${base64(PNG)}`)).toMatchObject({
      ok: true,
      type: 'image/png',
    });
    expect(readImageDataUrl(`data:image/jpeg;base64,${base64(JPEG)}`)).toMatchObject({ ok: true });
    expect(readImageDataUrl(`data:image/webp;base64,${base64(WEBP)}`)).toMatchObject({ ok: true });
  });

  it('refuses HTML labelled as a PNG, and a JPEG labelled as a PNG', () => {
    const html = base64('<html><script>alert(document.domain)</script></html>');
    expect(readImageDataUrl(`data:image/png;base64,${html}`)).toEqual({ ok: false, problem: 'imageType' });
    expect(readImageDataUrl(`data:image/png;base64,${base64(JPEG)}`)).toEqual({
      ok: false,
      problem: 'imageType',
    });
  });

  it('refuses other declared types, broken base64 and empty or oversized pictures', () => {
    expect(readImageDataUrl(`data:image/svg+xml;base64,${base64('<svg/>')}`)).toMatchObject({
      problem: 'imageType',
    });
    expect(readImageDataUrl(`data:image/png;base64,${base64(PNG)}!`)).toMatchObject({ problem: 'imageType' });
    expect(readImageDataUrl(`data:image/png;base64,${base64(PNG).slice(1)}`)).toMatchObject({
      problem: 'imageType',
    });
    expect(readImageDataUrl('data:image/png;base64,')).toMatchObject({ problem: 'imageSize' });
    const oversized = base64(PNG) + 'AAAA'.repeat(Math.ceil(MAX_IMAGE_BYTES / 3));
    expect(readImageDataUrl(`data:image/png;base64,${oversized}`)).toMatchObject({ problem: 'imageSize' });
  });

  it('counts decoded bytes, padding included', () => {
    expect(decodedLength(base64('a'))).toBe(1);
    expect(decodedLength(base64('ab'))).toBe(2);
    expect(decodedLength(base64('abc'))).toBe(3);
  });
});
