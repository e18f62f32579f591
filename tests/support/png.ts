/**
 * Small PNG pictures drawn in code, for tests that upload images: a diagonal two-colour gradient with a round
 * "product" in the middle, like a studio shot. No files on disk, no image library.
 */
import { crc32, deflateSync } from 'node:zlib';

type Rgb = [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

export function studioPng(width: number, height: number, from: Rgb, to: Rgb, object: Rgb): Buffer {
  const rows: Buffer[] = [];
  const cx = width / 2;
  const cy = height * 0.52;
  const radius = Math.min(width, height) * 0.24;
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      let pixel: Rgb = [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * t)) as Rgb;
      const distance = Math.hypot(x - cx, y - cy);
      const shadow = Math.hypot(x - cx, (y - (cy + radius * 1.05)) * 4);
      if (shadow < radius * 0.9) pixel = pixel.map((v) => Math.round(v * 0.85)) as Rgb;
      if (distance < radius) {
        const light = 1 - (0.25 * (x - cx + y - cy)) / (2 * radius);
        pixel = object.map((v) => Math.max(0, Math.min(255, Math.round(v * light)))) as Rgb;
      }
      row.set(pixel, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (png: Buffer): string => `data:image/png;base64,${png.toString('base64')}`;
