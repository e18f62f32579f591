/**
 * Stored files: pictures (profile pictures, product images) and content (portfolio and deal images and videos,
 * their thumbnails and poster frames). Embedded default: files in FILES_DIR, served at /files/. Pictures arrive
 * as data URLs; their type, proven by their bytes, and their size are checked before anything is written.
 * Content is checked by the media service (media.ts) before it is saved here. A file is written under a temporary
 * name and renamed, so a reader never sees half of one.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { imageTypeOf, readImageDataUrl, type ImageProblem, type ImageType } from '../../src/domain/images';
import { MAX_IMAGE_PIXELS } from '../../src/domain/constants';
import { CONTENT_EXTENSIONS, type ContentType } from '../../src/domain/media';
import { randomToken } from './crypto';

export type StoredFile = { body: Buffer; type: string; name: string };

/** A stored file opened for reading, whole or a byte range of it (videos are played by ranges). */
export type OpenedFile = {
  name: string;
  type: string;
  size: number;
  /** The bytes from `start` to `end`, both included; the whole file without them. */
  stream: (range?: { start: number; end: number }) => Readable;
};

export type FileStore = {
  /**
   * Stores a picture given as a data URL once its bytes prove to be of the declared type (src/domain/images.ts);
   * returns its public path, or what is wrong with it.
   */
  saveImage: (dataUrl: string) => Promise<{ ok: true; path: string } | { ok: false; code: ImageProblem }>;
  /** Stores bytes already checked to be of `type` under a new name; returns the public path. */
  save: (body: Uint8Array, type: ContentType) => Promise<string>;
  /**
   * Stores bytes under a chosen name (letters, digits, - and _, and the type's extension), replacing a file of that
   * name: for files made again the same way (demo media), which keep their address.
   */
  saveAs: (name: string, body: Uint8Array, type: ContentType) => Promise<string>;
  /** Whether a public path names a stored file. */
  exists: (publicPath: string) => Promise<boolean>;
  remove: (publicPath: string | null | undefined) => Promise<void>;
  read: (name: string) => Promise<StoredFile | null>;
  open: (name: string) => Promise<OpenedFile | null>;
  /** A stored file by its public path (e.g. to put it in a zip). */
  openPath: (publicPath: string) => Promise<OpenedFile | null>;
};

const TYPES_BY_EXTENSION: Record<string, ContentType> = Object.fromEntries(
  Object.entries(CONTENT_EXTENSIONS).map(([type, ext]) => [ext, type as ContentType]),
);
const PUBLIC_PREFIX = '/files/';
const NAME_PATTERN = new RegExp(`^[A-Za-z0-9_-]+\\.(${Object.values(CONTENT_EXTENSIONS).join('|')})$`);

/** The stored name of a public path, or null when it names no file of the store. */
function nameOf(publicPath: string | null | undefined): string | null {
  if (!publicPath?.startsWith(PUBLIC_PREFIX)) return null;
  const name = publicPath.slice(PUBLIC_PREFIX.length);
  return NAME_PATTERN.test(name) ? name : null;
}

const SHARP_FORMAT = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

/**
 * A picture decoded whole and written again, in its own format and turned upright, so what is stored and served is
 * only the picture: whatever followed or hid in the file (HTML after a PNG's signature, metadata) is gone. Its
 * size is read from its header first, and more than MAX_IMAGE_PIXELS is refused before anything is decoded.
 */
async function reencoded(
  body: Buffer,
  type: ImageType,
): Promise<{ ok: true; body: Buffer } | { ok: false; code: ImageProblem }> {
  try {
    const { width = 0, height = 0, format } = await sharp(body, { limitInputPixels: false }).metadata();
    if (format !== SHARP_FORMAT[type]) return { ok: false, code: 'imageType' };
    if (width * height > MAX_IMAGE_PIXELS) return { ok: false, code: 'imagePixels' };
    const copy = await sharp(body, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .toFormat(SHARP_FORMAT[type])
      .toBuffer();
    return { ok: true, body: copy };
  } catch {
    return { ok: false, code: 'imageDamaged' };
  }
}

export function createFileStore(dir: string): FileStore {
  const write = async (name: string, body: Uint8Array): Promise<string> => {
    await mkdir(dir, { recursive: true });
    const temporary = path.join(dir, `.${name}.${randomToken(6)}.part`);
    try {
      await writeFile(temporary, body);
      await rename(temporary, path.join(dir, name));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return `${PUBLIC_PREFIX}${name}`;
  };

  const open = async (name: string): Promise<OpenedFile | null> => {
    if (!NAME_PATTERN.test(name)) return null;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return {
      name,
      size: info.size,
      type: TYPES_BY_EXTENSION[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
      stream: (range) => createReadStream(file, range ?? {}),
    };
  };

  const read = async (name: string): Promise<StoredFile | null> => {
    const opened = await open(name);
    if (!opened) return null;
    try {
      return { body: await readFile(path.join(dir, name)), name, type: opened.type };
    } catch {
      return null;
    }
  };

  return {
    async saveImage(dataUrl) {
      const checked = readImageDataUrl(dataUrl);
      if (!checked.ok) return { ok: false, code: checked.problem };
      const body = Buffer.from(checked.base64, 'base64');
      // The same signature check on the bytes actually written, not only on the text that carried them.
      if (imageTypeOf(body) !== checked.type) return { ok: false, code: 'imageType' };
      const copy = await reencoded(body, checked.type);
      if (!copy.ok) return copy;
      return {
        ok: true,
        path: await write(`${randomToken(12)}.${CONTENT_EXTENSIONS[checked.type]}`, copy.body),
      };
    },
    save: (body, type) => write(`${randomToken(12)}.${CONTENT_EXTENSIONS[type]}`, body),
    async saveAs(name, body, type) {
      const file = `${name}.${CONTENT_EXTENSIONS[type]}`;
      if (!NAME_PATTERN.test(file)) throw new Error(`Not a name for a stored file: ${file}`);
      return write(file, body);
    },
    async exists(publicPath) {
      const name = nameOf(publicPath);
      return name !== null && (await open(name)) !== null;
    },
    async remove(publicPath) {
      const name = nameOf(publicPath);
      if (name) await rm(path.join(dir, name), { force: true });
    },
    read,
    open,
    async openPath(publicPath) {
      const name = nameOf(publicPath);
      return name ? open(name) : null;
    },
  };
}
