/**
 * Real media files for tests, made on the spot: pictures with sharp, short videos with the ffmpeg that npm
 * installs (its built-in test pattern), in every accepted format.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from '../../server/services/ffmpeg';

export type ImageFormat = 'png' | 'jpeg' | 'webp';

/** A picture of `width` × `height` in a format; `orientation` writes an EXIF orientation (6: turned a quarter). */
export async function makeImage(
  format: ImageFormat,
  width: number,
  height: number,
  options: { orientation?: number } = {},
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#3a6ea5"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f4d35e"/>
  </svg>`;
  let image = sharp(Buffer.from(svg))[format]();
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

export type VideoFormat = 'mp4' | 'webm' | 'mov';

const CODECS: Record<VideoFormat, string[]> = {
  mp4: [
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
  ],
  mov: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-f', 'mov'],
  webm: ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-f', 'webm'],
};

/**
 * A video of ffmpeg's test pattern: `seconds` long, `width` × `height`, at `fps` frames a second; `rotate` writes
 * a rotation a phone would (MP4 and QuickTime).
 */
export async function makeVideo(
  format: VideoFormat,
  options: { width?: number; height?: number; seconds?: number; fps?: number; rotate?: number } = {},
): Promise<Buffer> {
  const { width = 160, height = 284, seconds = 1, fps = 12, rotate } = options;
  const dir = await mkdtemp(path.join(tmpdir(), 'creatorhub-test-video-'));
  try {
    const file = path.join(dir, `video.${format}`);
    const made = await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${width}x${height}:rate=${fps}`,
      '-t',
      String(seconds),
      ...CODECS[format],
      '-y',
      file,
    ]);
    if (made.code !== 0) throw new Error(`ffmpeg could not make a ${format} video:\n${made.messages}`);
    if (rotate === undefined) return await readFile(file);
    // A rotation is written as a phone writes it: on the stream, its frames left as they were.
    const rotated = path.join(dir, `rotated.${format}`);
    const turned = await runFfmpeg([
      '-i',
      file,
      '-c',
      'copy',
      '-metadata:s:v:0',
      `rotate=${rotate}`,
      '-y',
      rotated,
    ]);
    if (turned.code !== 0) throw new Error(`ffmpeg could not rotate a ${format} video:\n${turned.messages}`);
    return await readFile(rotated);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
