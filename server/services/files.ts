/**
 * Uploaded pictures (profile pictures, product images). Embedded default: files in FILES_DIR, served at /files/.
 * Uploads arrive as data URLs; their type and size are checked before anything is written.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../src/domain/constants';
import { randomToken } from './crypto';

export type FileStore = {
  /** Stores an image given as a data URL; returns its public path, or an error code. */
  saveImage: (
    dataUrl: string,
  ) => Promise<{ ok: true; path: string } | { ok: false; code: 'imageType' | 'imageSize' }>;
  remove: (publicPath: string | null | undefined) => Promise<void>;
  read: (name: string) => Promise<{ body: Buffer; type: string } | null>;
};

const EXTENSIONS: Record<(typeof IMAGE_TYPES)[number], string> = {
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
      const match = /^data:([a-z/+-]+);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
      const type = match?.[1] as (typeof IMAGE_TYPES)[number] | undefined;
      if (!match || !type || !IMAGE_TYPES.includes(type)) return { ok: false, code: 'imageType' };
      const body = Buffer.from(match[2] ?? '', 'base64');
      if (body.length === 0 || body.length > MAX_IMAGE_BYTES) return { ok: false, code: 'imageSize' };
      const name = `${randomToken(12)}.${EXTENSIONS[type]}`;
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
        return { body, type: TYPES_BY_EXTENSION[name.split('.').pop() ?? ''] ?? 'application/octet-stream' };
      } catch {
        return null;
      }
    },
  };
}
