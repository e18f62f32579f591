import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { MAX_CONTENT_IMAGE_BYTES, MAX_CONTENT_VIDEO_SECONDS, THUMBNAIL_BOX } from '../../src/domain/media';
import { createFileStore, type FileStore } from './files';
import { describeContentFile, storeContentFile, zipBuffer, zipName, zipOf } from './media';
import { makeImage, makeVideo } from '../../tests/support/media';

let dir: string;
let files: FileStore;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'creatorhub-media-test-'));
  files = createFileStore(dir);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function thumbnailFits(thumbnail: Buffer): Promise<{ width: number; height: number }> {
  const metadata = await sharp(thumbnail).metadata();
  expect(metadata.format).toBe('webp');
  expect(metadata.width).toBeLessThanOrEqual(THUMBNAIL_BOX.width);
  expect(metadata.height).toBeLessThanOrEqual(THUMBNAIL_BOX.height);
  return { width: metadata.width, height: metadata.height };
}

describe('content images', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)(
    'accepts a %s picture, with its size and a thumbnail that fits the box',
    async (format, type) => {
      const described = await describeContentFile(await makeImage(format, 1200, 900));
      if (!described.ok) throw new Error(described.problem);
      expect(described.media).toMatchObject({ kind: 'image', content_type: type, width: 1200, height: 900 });
      expect(described.media.duration_ms).toBeNull();
      expect(await thumbnailFits(described.media.thumbnail)).toEqual({ width: 480, height: 360 });
    },
  );

  it('turns a photo upright as its camera wrote it (EXIF orientation)', async () => {
    const described = await describeContentFile(await makeImage('jpeg', 400, 200, { orientation: 6 }));
    if (!described.ok) throw new Error(described.problem);
    expect([described.media.width, described.media.height]).toEqual([200, 400]);
    expect(await thumbnailFits(described.media.thumbnail)).toEqual({ width: 200, height: 400 });
  });

  it('does not enlarge a small picture to make its thumbnail', async () => {
    const described = await describeContentFile(await makeImage('png', 64, 48));
    if (!described.ok) throw new Error(described.problem);
    expect(await thumbnailFits(described.media.thumbnail)).toEqual({ width: 64, height: 48 });
  });

  it('refuses what only looks like a picture: other bytes, a cut-off file, too many bytes', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(await describeContentFile(html)).toEqual({ ok: false, problem: 'contentType' });
    const jpeg = await makeImage('jpeg', 800, 600);
    expect(await describeContentFile(jpeg.subarray(0, jpeg.length / 2))).toEqual({
      ok: false,
      problem: 'contentUnreadable',
    });
    const huge = Buffer.concat([jpeg, Buffer.alloc(MAX_CONTENT_IMAGE_BYTES)]);
    expect(await describeContentFile(huge)).toEqual({ ok: false, problem: 'contentSize' });
    expect(await describeContentFile(Buffer.alloc(0))).toEqual({ ok: false, problem: 'contentType' });
  });
});

describe('content videos', () => {
  it.each([
    ['mp4', 'video/mp4'],
    ['webm', 'video/webm'],
    ['mov', 'video/quicktime'],
  ] as const)(
    'accepts a %s video, with its size, its length and a poster frame',
    async (format, type) => {
      const described = await describeContentFile(
        await makeVideo(format, { width: 320, height: 568, seconds: 2 }),
      );
      if (!described.ok) throw new Error(described.problem);
      expect(described.media).toMatchObject({ kind: 'video', content_type: type, width: 320, height: 568 });
      expect(described.media.duration_ms).toBeGreaterThanOrEqual(1900);
      expect(described.media.duration_ms).toBeLessThanOrEqual(2100);
      expect(await thumbnailFits(described.media.thumbnail)).toEqual({ width: 320, height: 568 });
    },
    20_000,
  );

  it('shows a phone video upright: its rotation turns its size and poster', async () => {
    const described = await describeContentFile(
      await makeVideo('mp4', { width: 320, height: 180, rotate: 90 }),
    );
    if (!described.ok) throw new Error(described.problem);
    expect([described.media.width, described.media.height]).toEqual([180, 320]);
    expect(await thumbnailFits(described.media.thumbnail)).toEqual({ width: 180, height: 320 });
  });

  it(`refuses a video longer than ${MAX_CONTENT_VIDEO_SECONDS} seconds`, async () => {
    const long = await makeVideo('mp4', {
      width: 32,
      height: 32,
      fps: 1,
      seconds: MAX_CONTENT_VIDEO_SECONDS + 5,
    });
    expect(await describeContentFile(long)).toEqual({ ok: false, problem: 'contentDuration' });
  }, 30_000);

  it('refuses a video container that does not decode, and containers that are not accepted', async () => {
    const header = (await makeVideo('mp4')).subarray(0, 40);
    const broken = Buffer.concat([header, Buffer.alloc(4000, 7)]);
    expect(await describeContentFile(broken)).toEqual({ ok: false, problem: 'contentUnreadable' });
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    expect(await describeContentFile(heic)).toEqual({ ok: false, problem: 'contentType' });
    const matroska = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88]),
      Buffer.from('matroska'),
      Buffer.alloc(64),
    ]);
    expect(await describeContentFile(matroska)).toEqual({ ok: false, problem: 'contentType' });
  });
});

describe('storing content', () => {
  it('keeps the file and its thumbnail in the store, and nothing when the file is refused', async () => {
    const before = await readdir(dir);
    const video = await makeVideo('webm');
    const stored = await storeContentFile(files, video);
    if (!stored.ok) throw new Error(stored.problem);
    expect(stored.media.file).toMatch(/^\/files\/[A-Za-z0-9_-]+\.webm$/);
    expect(stored.media.thumbnail).toMatch(/^\/files\/[A-Za-z0-9_-]+\.webp$/);
    const opened = await files.openPath(stored.media.file);
    expect(opened).toMatchObject({ type: 'video/webm', size: video.length });
    expect(await files.exists(stored.media.thumbnail)).toBe(true);
    const kept = await readdir(dir);
    expect(await storeContentFile(files, Buffer.from('not a video at all'))).toEqual({
      ok: false,
      problem: 'contentType',
    });
    expect(await readdir(dir)).toEqual(kept);
    expect(kept.length).toBe(before.length + 2);
  });
});

describe('zips of content', () => {
  it('holds each file as stored, under safe and distinct names', async () => {
    const picture = await makeImage('jpeg', 300, 200);
    const video = await makeVideo('mp4');
    const first = await files.save(picture, 'image/jpeg');
    const second = await files.save(video, 'video/mp4');
    const zip = await zipBuffer(files, [
      { path: first, name: 'Glow serum/picture.jpg' },
      { path: second, name: '../../etc/passwd' },
      { path: first, name: 'Glow serum/picture.jpg' },
      { path: second, name: 'clip<1>.mp4' },
    ]);
    const unpacked = unzipSync(new Uint8Array(zip));
    expect(Object.keys(unpacked).sort()).toEqual(
      ['Glow serum/picture (2).jpg', 'Glow serum/picture.jpg', 'clip_1_.mp4', 'etc/passwd'].sort(),
    );
    expect(Buffer.from(unpacked['Glow serum/picture.jpg']!).equals(picture)).toBe(true);
    expect(Buffer.from(unpacked['clip_1_.mp4']!).equals(video)).toBe(true);
  });

  it('fails rather than leave out a file that is not in the store', async () => {
    const stream = zipOf(files, [{ path: '/files/missing123.jpg', name: 'a.jpg' }]);
    await expect(async () => {
      for await (const chunk of stream) expect(chunk).toBeDefined();
    }).rejects.toThrow(/not in the store/);
  });

  it('names are never empty, hidden or outside their folder', () => {
    expect(zipName('..')).toBe('file');
    expect(zipName('.hidden')).toBe('hidden');
    expect(zipName('a/../b.jpg')).toBe('a/b.jpg');
    expect(zipName('Crème brûlée.jpg')).toBe('Crème brûlée.jpg');
  });
});
