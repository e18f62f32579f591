import { describe, expect, it } from 'vitest';
import {
  checkContentFile,
  contentFieldError,
  contentTypeOf,
  MAX_CONTENT_IMAGE_BYTES,
  MAX_CONTENT_VIDEO_BYTES,
} from './media';

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)),
  );
const box = (type: string, brand: string) => bytes([0, 0, 0, 24], type, brand, [0, 0, 2, 0]);

describe('content types by their bytes', () => {
  it('knows pictures by their signatures', () => {
    expect(contentTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(contentTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(contentTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('knows MP4 and QuickTime by their file type box, and older QuickTime by its first atom', () => {
    expect(contentTypeOf(box('ftyp', 'isom'))).toBe('video/mp4');
    expect(contentTypeOf(box('ftyp', 'mp42'))).toBe('video/mp4');
    expect(contentTypeOf(box('ftyp', 'qt  '))).toBe('video/quicktime');
    expect(contentTypeOf(box('moov', 'mvhd'))).toBe('video/quicktime');
  });

  it('knows WebM by its EBML header and DocType, and refuses other Matroska files', () => {
    const ebml = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01];
    expect(contentTypeOf(bytes(ebml, [0x42, 0x82, 0x84], 'webm'))).toBe('video/webm');
    expect(contentTypeOf(bytes(ebml, [0x42, 0x82, 0x88], 'matroska'))).toBeNull();
  });

  it('refuses pictures and sounds of the same family, and anything else', () => {
    expect(contentTypeOf(box('ftyp', 'heic'))).toBeNull();
    expect(contentTypeOf(box('ftyp', 'M4A '))).toBeNull();
    expect(contentTypeOf(bytes('<!doctype html><script>'))).toBeNull();
    expect(contentTypeOf(bytes('GIF89a'))).toBeNull();
    expect(contentTypeOf(new Uint8Array(0))).toBeNull();
  });
});

describe('checkContentFile', () => {
  const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0]);
  const mp4 = box('ftyp', 'isom');

  it('gives the type and kind of a file within its limit', () => {
    expect(checkContentFile(jpeg, MAX_CONTENT_IMAGE_BYTES)).toEqual({
      ok: true,
      type: 'image/jpeg',
      kind: 'image',
    });
    expect(checkContentFile(mp4, MAX_CONTENT_VIDEO_BYTES)).toEqual({
      ok: true,
      type: 'video/mp4',
      kind: 'video',
    });
  });

  it('holds each kind to its own size limit', () => {
    expect(checkContentFile(jpeg, MAX_CONTENT_IMAGE_BYTES + 1)).toEqual({
      ok: false,
      problem: 'contentSize',
    });
    expect(checkContentFile(mp4, MAX_CONTENT_IMAGE_BYTES + 1).ok).toBe(true);
    expect(checkContentFile(mp4, MAX_CONTENT_VIDEO_BYTES + 1)).toEqual({ ok: false, problem: 'contentSize' });
  });

  it('refuses an unknown type before looking at the size', () => {
    expect(checkContentFile(bytes('hello'), 5)).toEqual({ ok: false, problem: 'contentType' });
  });
});

describe('contentFieldError', () => {
  it('carries the limits a size or length problem speaks of', () => {
    expect(contentFieldError('contentSize')).toEqual({
      code: 'contentSize',
      params: { image: 20, video: 200 },
    });
    expect(contentFieldError('contentDuration')).toEqual({ code: 'contentDuration', params: { minutes: 5 } });
    expect(contentFieldError('contentType')).toEqual({ code: 'contentType' });
  });
});
