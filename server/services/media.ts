/**
 * Content media (issue 14): images and short videos of portfolios and deals. A file is taken only when its bytes
 * prove an accepted type within its size limit (src/domain/media.ts) and when it decodes: an image with sharp, a
 * video with ffmpeg, which also gives its length and a poster frame. Each file gets a thumbnail that fits
 * THUMBNAIL_BOX (for a video, of its poster frame) and is kept in the file store beside it. Several stored files
 * can be sent as one zip, streamed as it is made (fflate), the files kept as they are (they are compressed
 * already).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { Zip, ZipPassThrough } from 'fflate';
import {
  checkContentFile,
  CONTENT_EXTENSIONS,
  MAX_CONTENT_IMAGE_PIXELS,
  MAX_CONTENT_VIDEO_SECONDS,
  THUMBNAIL_BOX,
  type ContentKind,
  type ContentProblem,
  type ContentType,
} from '../../src/domain/media';
import type { FileStore } from './files';
import { durationOf, runFfmpeg } from './ffmpeg';

/** What a content file is, once checked: its type and size as shown, and its thumbnail (WebP). */
export type DescribedMedia = {
  kind: ContentKind;
  content_type: ContentType;
  width: number;
  height: number;
  /** A video's length; null for an image. */
  duration_ms: number | null;
  bytes: number;
  thumbnail: Buffer;
};

/** A content file and its thumbnail in the file store, by public path. */
export type StoredMedia = Omit<DescribedMedia, 'thumbnail'> & { file: string; thumbnail: string };

export type MediaCheck<T> = { ok: true; media: T } | { ok: false; problem: ContentProblem };

/** Quality of thumbnails (WebP): small files for cards, still sharp at their size. */
const THUMBNAIL_QUALITY = 76;
/** WebP encoder effort of thumbnails (0–6): 2 makes them twice as fast as the default, a few percent larger. */
const THUMBNAIL_EFFORT = 2;
/**
 * Frames a poster is chosen among: ffmpeg's thumbnail filter picks the most typical of the first few, not a black
 * or blurred first frame. Each one more costs decoding time.
 */
const POSTER_CANDIDATE_FRAMES = 10;
/** Leading bytes enough for any signature of src/domain/media.ts. */
const SIGNATURE_BYTES = 64;

/**
 * A thumbnail of an image that fits THUMBNAIL_BOX, turned upright as its camera meant it. Making it decodes the
 * whole picture, so a damaged or cut-off file fails here.
 */
export function thumbnailOf(image: Uint8Array): Promise<Buffer> {
  return sharp(image, { limitInputPixels: MAX_CONTENT_IMAGE_PIXELS, failOn: 'warning' })
    .rotate()
    .resize({ ...THUMBNAIL_BOX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: THUMBNAIL_QUALITY, effort: THUMBNAIL_EFFORT })
    .toBuffer();
}

const SHARP_FORMATS: Partial<Record<ContentType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

async function describeImage(body: Uint8Array, type: ContentType): Promise<MediaCheck<DescribedMedia>> {
  try {
    const metadata = await sharp(body, { limitInputPixels: MAX_CONTENT_IMAGE_PIXELS }).metadata();
    if (metadata.format !== SHARP_FORMATS[type]) return { ok: false, problem: 'contentType' };
    const { width, height } = metadata.autoOrient;
    return {
      ok: true,
      media: {
        kind: 'image',
        content_type: type,
        width,
        height,
        duration_ms: null,
        bytes: body.length,
        thumbnail: await thumbnailOf(body),
      },
    };
  } catch {
    return { ok: false, problem: 'contentUnreadable' };
  }
}

/**
 * A video's poster frame (PNG, upright) and length, read by ffmpeg from a file; null when ffmpeg cannot decode a
 * frame of it.
 */
export async function posterFrameOf(
  file: string,
): Promise<{ poster: Buffer; duration_ms: number | null } | null> {
  const run = await runFfmpeg([
    '-i',
    file,
    '-map',
    '0:v:0',
    '-vf',
    `thumbnail=${POSTER_CANDIDATE_FRAMES}`,
    '-frames:v',
    '1',
    '-f',
    'image2pipe',
    '-vcodec',
    'png',
    '-',
  ]);
  if (run.code !== 0 || run.stdout.length === 0) return null;
  return { poster: run.stdout, duration_ms: durationOf(run.messages) };
}

async function describeVideo(body: Uint8Array, type: ContentType): Promise<MediaCheck<DescribedMedia>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'creatorhub-media-'));
  try {
    // A file, not a pipe: MP4 and QuickTime keep their index anywhere, often at the end.
    const file = path.join(dir, `upload.${CONTENT_EXTENSIONS[type]}`);
    await writeFile(file, body);
    const frame = await posterFrameOf(file);
    if (!frame || frame.duration_ms === null) return { ok: false, problem: 'contentUnreadable' };
    if (frame.duration_ms > MAX_CONTENT_VIDEO_SECONDS * 1000)
      return { ok: false, problem: 'contentDuration' };
    const { width, height } = await sharp(frame.poster).metadata();
    return {
      ok: true,
      media: {
        kind: 'video',
        content_type: type,
        width,
        height,
        duration_ms: frame.duration_ms,
        bytes: body.length,
        thumbnail: await thumbnailOf(frame.poster),
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Checks a content file (type by its bytes, size, decoding, length) and makes its thumbnail; stores nothing. */
export async function describeContentFile(body: Uint8Array): Promise<MediaCheck<DescribedMedia>> {
  const checked = checkContentFile(body.subarray(0, SIGNATURE_BYTES), body.length);
  if (!checked.ok) return checked;
  return checked.kind === 'image' ? describeImage(body, checked.type) : describeVideo(body, checked.type);
}

/**
 * Checks a content file and stores it with its thumbnail; answers their public paths, or what is wrong with the
 * file (then nothing is stored). The caller removes both files should its change not commit.
 */
export async function storeContentFile(files: FileStore, body: Uint8Array): Promise<MediaCheck<StoredMedia>> {
  const described = await describeContentFile(body);
  if (!described.ok) return described;
  const { thumbnail, ...media } = described.media;
  const file = await files.save(body, media.content_type);
  try {
    return { ok: true, media: { ...media, file, thumbnail: await files.save(thumbnail, 'image/webp') } };
  } catch (error) {
    await files.remove(file);
    throw error;
  }
}

/** One file of a zip: a stored file's public path, and the name it has in the zip (folders with '/'). */
export type ZipEntry = { path: string; name: string };

/** Longest name of a file in a zip, extension included. */
const ZIP_NAME_MAX = 120;

/**
 * A name safe in any unzip tool: letters, digits, spaces, dots, dashes and underscores, with '/' between folders;
 * nothing that climbs out of the folder it is unpacked in.
 */
export function zipName(name: string): string {
  const parts = name
    .split('/')
    .map((part) =>
      part
        .normalize('NFC')
        .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
        .replace(/^[.\s]+|\s+$/g, '')
        .slice(0, ZIP_NAME_MAX),
    )
    .filter((part) => part.length > 0);
  return parts.length > 0 ? parts.join('/') : 'file';
}

/** Names made unique within a zip: a second "a.jpg" becomes "a (2).jpg". */
function uniqueNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((wanted) => {
    const name = zipName(wanted);
    const dot = name.lastIndexOf('.');
    const split = dot > name.lastIndexOf('/') + 1 ? dot : name.length;
    const [stem, ext] = [name.slice(0, split), name.slice(split)];
    let candidate = name;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = `${stem} (${copy})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * A zip of stored files, made as it is read: each file is read in chunks and passed through, so a zip of large
 * videos never sits whole in memory. A file that is not in the store fails the stream (a zip must not silently
 * leave out what it was asked to hold); check the entries before sending the first byte.
 */
export function zipOf(files: FileStore, entries: ZipEntry[]): Readable {
  const names = uniqueNames(entries.map((entry) => entry.name));
  async function* chunks(): AsyncGenerator<Uint8Array> {
    const ready: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error) failure = error;
      else ready.push(chunk);
    });
    const drain = function* () {
      while (ready.length > 0) yield ready.shift()!;
    };
    for (const [index, entry] of entries.entries()) {
      const opened = await files.openPath(entry.path);
      if (!opened) throw new Error(`The file ${entry.path} is not in the store`);
      const item = new ZipPassThrough(names[index]!);
      zip.add(item);
      for await (const chunk of opened.stream()) {
        item.push(chunk as Buffer);
        yield* drain();
      }
      item.push(new Uint8Array(0), true);
      yield* drain();
    }
    zip.end();
    yield* drain();
    if (failure) throw failure;
  }
  return Readable.from(chunks());
}

/** A zip of stored files, whole (small zips, tests). */
export async function zipBuffer(files: FileStore, entries: ZipEntry[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of zipOf(files, entries)) parts.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts);
}
