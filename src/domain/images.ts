/**
 * Uploaded pictures arrive as base64 data URLs. A picture is accepted only when its bytes are what the URL says
 * they are: the declared type must be one of IMAGE_TYPES and the first bytes must carry that format's signature
 * (a text file renamed to .png, or HTML labelled image/png, is refused). The web app runs this before uploading;
 * the API runs it on the request and again on the decoded bytes it stores (server/services/files.ts).
 */
import { nullable, object, refine, string } from 'superstruct';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from './constants';

export type ImageType = (typeof IMAGE_TYPES)[number];

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  signature.every((byte, index) => bytes[at + index] === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;
const RIFF = [0x52, 0x49, 0x46, 0x46] as const; // "RIFF"
const WEBP = [0x57, 0x45, 0x42, 0x50] as const; // "WEBP", after RIFF's 4-byte size

/** The image format whose signature the bytes start with, or null for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

/** How many bytes a base64 text decodes to. */
export const decodedLength = (base64: string): number =>
  Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/** Decodes the start of a base64 text: enough for any signature, without decoding a 2 MB picture. */
function leadingBytes(base64: string): Uint8Array {
  const binary = atob(base64.slice(0, 16));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** What is wrong with a picture; `imagePixels` and `imageDamaged` are found by the API, which decodes it. */
export type ImageProblem = 'imageType' | 'imageSize' | 'imagePixels' | 'imageDamaged';

/**
 * Reads a picture's data URL: its type and base64 payload, or what is wrong with it. The checks run cheapest
 * first, and the payload is never decoded whole here.
 */
export function readImageDataUrl(
  value: string,
): { ok: true; type: ImageType; base64: string } | { ok: false; problem: ImageProblem } {
  const match = DATA_URL.exec(value);
  const declared = match?.[1];
  if (!match || !(IMAGE_TYPES as readonly string[]).includes(declared ?? '')) {
    return { ok: false, problem: 'imageType' };
  }
  const base64 = value.slice(match[0].length);
  const size = decodedLength(base64);
  if (size === 0 || size > MAX_IMAGE_BYTES) return { ok: false, problem: 'imageSize' };
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return { ok: false, problem: 'imageType' };
  if (imageTypeOf(leadingBytes(base64)) !== declared) return { ok: false, problem: 'imageType' };
  return { ok: true, type: declared as ImageType, base64 };
}

/**
 * An uploaded picture: a base64 data URL of PNG, JPEG or WebP whose bytes are of that format, at most
 * MAX_IMAGE_BYTES once decoded.
 */
export const imageDataUrl = refine(string(), 'imageDataUrl', (value) => {
  const read = readImageDataUrl(value);
  if (read.ok) return true;
  if (read.problem === 'imageSize')
    return JSON.stringify({ code: 'imageSize', params: { max: MAX_IMAGE_BYTES / (1024 * 1024) } });
  return JSON.stringify({ code: 'imageType' });
});

/** A new profile picture, or null to remove it. */
export const ProfilePicture = object({ image: nullable(imageDataUrl) });
