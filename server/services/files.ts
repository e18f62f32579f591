/**
 * Uploaded pictures (profile pictures, product images). Embedded default: files in FILES_DIR, served at /files/.
 * Uploads arrive as data URLs; their type, proven by their bytes, and their size are checked before anything is
 * written.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageTypeOf, readImageDataUrl, type ImageProblem, type ImageType } from '../../src/domain/images';
import { randomToken } from './crypto';

export type StoredFile = { body: Buffer; type: string; name: string };

export type FileStore = {
  /**
   * Stores a picture given as a data URL once its bytes prove to be of the declared type (src/domain/images.ts);
   * returns its public path, or what is wrong with it.
   */
  saveImage: (dataUrl: string) => Promise<{ ok: true; path: string } | { ok: false; code: ImageProblem }>;
  remove: (publicPath: string | null | undefined) => Promise<void>;
  read: (name: string) => Promise<StoredFile | null>;
};

const EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const TYPES_BY_EXTENSION = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));
const PUBLIC_PREFIX = '/files/';
const NAME_PATTERN = /^[A-Za-z0-9_-]+\.(png|jpg|webp)$/;

export function createFileStore(dir: string): FileStore {
  return {
    async saveImage(dataUrl) {
      const read = readImageDataUrl(dataUrl);
      if (!read.ok) return { ok: false, code: read.problem };
      const body = Buffer.from(read.base64, 'base64');
      // The same signature check on the bytes actually written, not only on the text that carried them.
      if (imageTypeOf(body) !== read.type) return { ok: false, code: 'imageType' };
      const name = `${randomToken(12)}.${EXTENSIONS[read.type]}`;
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), body);
      return { ok: true, path: `${PUBLIC_PREFIX}${name}` };
    },
    async remove(publicPath) {
      if (!publicPath?.startsWith(PUBLIC_PREFIX)) return;
      const name = publicPath.slice(PUBLIC_PREFIX.length);
      if (NAME_PATTERN.test(name)) await rm(path.join(dir, name), { force: true });
    },
    async read(name) {
      if (!NAME_PATTERN.test(name)) return null;
      try {
        const body = await readFile(path.join(dir, name));
        return {
          body,
          name,
          type: TYPES_BY_EXTENSION[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
        };
      } catch {
        return null;
      }
    },
  };
}
