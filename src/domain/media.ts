/**
 * Content files (a creator's portfolio, a deal's uploaded content): images and short videos. A file is accepted
 * only when its bytes prove its type — a renamed text file, an HTML page or an unknown container is refused
 * whatever its name says — and when it is within the size limit of its kind. The web app checks a chosen file with
 * `contentTypeOf` before sending it; the API checks the bytes it receives again and decodes them
 * (server/services/media.ts) before anything is stored.
 */
import { imageTypeOf } from './images';
import type { FieldError } from './validation';

export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const CONTENT_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export type ContentImageType = (typeof CONTENT_IMAGE_TYPES)[number];
export type ContentVideoType = (typeof CONTENT_VIDEO_TYPES)[number];
export type ContentType = ContentImageType | ContentVideoType;
export type ContentKind = 'image' | 'video';

const MB = 1024 * 1024;
/** Largest content image: a full-resolution phone photo. */
export const MAX_CONTENT_IMAGE_BYTES = 20 * MB;
/** Largest content video: a few minutes of phone video. */
export const MAX_CONTENT_VIDEO_BYTES = 200 * MB;
/** Longest content video: the longest duration a campaign asks for (3 minutes), with room to spare. */
export const MAX_CONTENT_VIDEO_SECONDS = 5 * 60;
/** Largest picture decoded, in pixels: a 200-megapixel panorama, and no decompression bomb. */
export const MAX_CONTENT_IMAGE_PIXELS = 200_000_000;
/** Thumbnails (and videos' poster frames) fit within this box, their proportions kept. */
export const THUMBNAIL_BOX = { width: 480, height: 600 } as const;

/** File name extension of each type, as stored and as named in a download. */
export const CONTENT_EXTENSIONS: Record<ContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

export const kindOfContentType = (type: ContentType): ContentKind =>
  type.startsWith('video/') ? 'video' : 'image';

export const maxBytesOf = (kind: ContentKind): number =>
  kind === 'video' ? MAX_CONTENT_VIDEO_BYTES : MAX_CONTENT_IMAGE_BYTES;

/** What is wrong with a content file: its type, its size, its length, or bytes that do not decode. */
export type ContentProblem = 'contentType' | 'contentSize' | 'contentDuration' | 'contentUnreadable';

const ascii = (bytes: Uint8Array, from: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/**
 * ISO base media brands (the `ftyp` box) of MP4 video. HEIF pictures, 3GPP and audio-only M4A share the box with
 * other brands, and are not content.
 */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VP',
  'mmp4',
  'dash',
  'MSNV',
]);
const QUICKTIME_BRAND = 'qt  ';
/** Atoms a QuickTime movie written without an `ftyp` box (older cameras) starts with. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);
/** Matroska's EBML header; WebM is Matroska whose DocType is "webm". */
const EBML = [0x1a, 0x45, 0xdf, 0xa3] as const;
/** Bytes looked at for a WebM DocType: the EBML header is tiny and comes first. */
const EBML_HEADER_SCAN = 64;

function videoTypeOf(bytes: Uint8Array): ContentVideoType | null {
  if (bytes.length >= 12) {
    const box = ascii(bytes, 4, 4);
    if (box === 'ftyp') {
      const brand = ascii(bytes, 8, 4);
      if (brand === QUICKTIME_BRAND) return 'video/quicktime';
      if (MP4_BRANDS.has(brand)) return 'video/mp4';
      return null;
    }
    if (QUICKTIME_ATOMS.has(box)) return 'video/quicktime';
  }
  if (EBML.every((byte, index) => bytes[index] === byte)) {
    const header = ascii(bytes, 0, Math.min(bytes.length, EBML_HEADER_SCAN));
    // The DocType element (0x42 0x82), a length byte, then the type's name.
    const at = header.indexOf('\u0042\u0082');
    if (at >= 0 && header.slice(at + 3, at + 7) === 'webm') return 'video/webm';
  }
  return null;
}

/** The content type the bytes prove to be, or null for anything that is not an accepted image or video. */
export function contentTypeOf(bytes: Uint8Array): ContentType | null {
  return imageTypeOf(bytes) ?? videoTypeOf(bytes);
}

/**
 * The first check of a content file, on its bytes and size alone (the web app runs it on a chosen file's first
 * bytes and its size; the API on the whole upload): its type, or what is wrong.
 */
export function checkContentFile(
  leadingBytes: Uint8Array,
  size: number,
): { ok: true; type: ContentType; kind: ContentKind } | { ok: false; problem: ContentProblem } {
  const type = contentTypeOf(leadingBytes);
  if (!type) return { ok: false, problem: 'contentType' };
  const kind = kindOfContentType(type);
  if (size === 0 || size > maxBytesOf(kind)) return { ok: false, problem: 'contentSize' };
  return { ok: true, type, kind };
}

/**
 * A content problem as a field error (t('validation:' + code, params)): the limits it speaks of come with it, so
 * the text shows the figures above.
 */
export function contentFieldError(problem: ContentProblem): FieldError {
  if (problem === 'contentSize')
    return {
      code: problem,
      params: { image: MAX_CONTENT_IMAGE_BYTES / MB, video: MAX_CONTENT_VIDEO_BYTES / MB },
    };
  if (problem === 'contentDuration')
    return { code: problem, params: { minutes: MAX_CONTENT_VIDEO_SECONDS / 60 } };
  return { code: problem };
}
