/**
 * The media library of the demo portfolios (portfolio.ts), made at seed time with no download: pictures are the
 * artwork of artwork.ts rendered by sharp, videos a slow pan across it encoded by the ffmpeg that npm installs.
 * Each file is checked and given its thumbnail or poster frame by the media service like any uploaded content, and
 * stored under a fixed name, so making it again replaces it at the same address.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CONTENT_EXTENSIONS, type ContentType } from '../../../src/domain/media';
import type { FileStore } from '../files';
import { describeContentFile, type DescribedMedia } from '../media';
import { runFfmpeg } from '../ffmpeg';
import { artworkSvg } from './artwork';
import type { DemoMedia } from './portfolio';

/** Pixel sizes of demo pictures and videos by shape: small files, sharp enough for a portfolio's large view. */
const IMAGE_SIZES = {
  portrait: [600, 750],
  square: [640, 640],
  landscape: [800, 450],
} as const;
const VIDEO_SIZES = { portrait: [360, 640], square: [480, 480], landscape: [640, 360] } as const;
/** A demo video's length and frame rate: a few seconds of a slow pan. */
const VIDEO_SECONDS = 3;
const VIDEO_FPS = 24;
/** How much larger the artwork is than the video, so the picture can pan across it. */
const PAN_MARGIN = 1.2;
const IMAGE_QUALITY = 80;
/** The artwork a video pans across is encoded once more by the video codec: kept close to lossless until then. */
const STILL_QUALITY = 92;

export const TYPES: Record<DemoMedia['format'], ContentType> = {
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

const ENCODERS: Record<'mp4' | 'webm', string[]> = {
  mp4: [
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '28',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
  ],
  webm: ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '600k', '-pix_fmt', 'yuv420p'],
};

async function demoImage(item: DemoMedia): Promise<Buffer> {
  const [width, height] = IMAGE_SIZES[item.shape];
  const svg = artworkSvg(item.motif, item.palette, width, height, item.variant);
  const image = sharp(Buffer.from(svg));
  return item.format === 'webp'
    ? image.webp({ quality: IMAGE_QUALITY }).toBuffer()
    : image.jpeg({ quality: IMAGE_QUALITY }).toBuffer();
}

/** A slow diagonal pan across the item's artwork. */
async function demoVideo(item: DemoMedia, format: 'mp4' | 'webm'): Promise<Buffer> {
  const [width, height] = VIDEO_SIZES[item.shape];
  const [artWidth, artHeight] = [Math.round(width * PAN_MARGIN), Math.round(height * PAN_MARGIN)];
  const svg = artworkSvg(item.motif, item.palette, artWidth, artHeight, item.variant);
  const dir = await mkdtemp(path.join(tmpdir(), 'creatorhub-demo-'));
  try {
    const still = path.join(dir, 'still.jpg');
    const out = path.join(dir, `video.${format}`);
    await writeFile(still, await sharp(Buffer.from(svg)).jpeg({ quality: STILL_QUALITY }).toBuffer());
    const pan = `crop=${width}:${height}:'(in_w-out_w)*t/${VIDEO_SECONDS}':'(in_h-out_h)*(1-t/${VIDEO_SECONDS})'`;
    const run = await runFfmpeg(
      [
        '-loop',
        '1',
        '-i',
        still,
        '-t',
        String(VIDEO_SECONDS),
        '-r',
        String(VIDEO_FPS),
        '-vf',
        pan,
        '-threads',
        '1',
        ...ENCODERS[format],
        '-an',
        '-y',
        out,
      ],
      { background: true },
    );
    if (run.code !== 0) throw new Error(`ffmpeg could not make a demo video: ${run.messages.slice(-500)}`);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The stored name of a library file (without extension). */
const fileNameOf = (media: DemoMedia) => `demo-${media.key}`;

const publicPath = (name: string, type: ContentType) => `/files/${name}.${CONTENT_EXTENSIONS[type]}`;

/** The public paths of a library item's file and thumbnail. */
export const mediaPaths = (media: DemoMedia): { file: string; thumbnail: string } => ({
  file: publicPath(fileNameOf(media), TYPES[media.format]),
  thumbnail: publicPath(`${fileNameOf(media)}-thumb`, 'image/webp'),
});

/** What a portfolio row says of its file. */
export type MadeMedia = Omit<DescribedMedia, 'thumbnail'> & { file: string; thumbnail: string };

/** Makes a library item into the store (replacing what is there), checked and thumbnailed like an upload. */
export async function makeMedia(files: FileStore, media: DemoMedia): Promise<MadeMedia> {
  const type = TYPES[media.format];
  const body =
    media.format === 'mp4' || media.format === 'webm'
      ? await demoVideo(media, media.format)
      : await demoImage(media);
  const described = await describeContentFile(body);
  if (!described.ok) throw new Error(`A demo ${media.format} was refused (${described.problem})`);
  const { thumbnail, ...facts } = described.media;
  const name = fileNameOf(media);
  return {
    ...facts,
    file: await files.saveAs(name, body, type),
    thumbnail: await files.saveAs(`${name}-thumb`, thumbnail, 'image/webp'),
  };
}

/**
 * A library item already in the store, described again from its bytes (after a restart that stopped a seeding
 * half-way); null when its file or thumbnail is missing.
 */
export async function storedMedia(files: FileStore, media: DemoMedia): Promise<MadeMedia | null> {
  const paths = mediaPaths(media);
  if (!(await files.exists(paths.thumbnail))) return null;
  const stored = await files.read(paths.file.slice('/files/'.length));
  if (!stored) return null;
  const described = await describeContentFile(stored.body);
  if (!described.ok) return null;
  const { thumbnail: _thumbnail, ...facts } = described.media;
  return { ...facts, ...paths };
}
