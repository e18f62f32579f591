/**
 * Seeds the demo creators (people.ts) with their portfolios: real pictures (artwork.ts rendered by sharp) and
 * short videos (the artwork panned by ffmpeg), made into the file store at seed time, each checked and given its
 * thumbnail or poster frame by the media service like any uploaded content. It runs in the background once the
 * server listens, a few creators at a time, each creator saved as soon as its files are made; it can be stopped
 * between two creators.
 *
 * Seeding twice adds nothing: ids and file names are always the same (people.ts), rows are inserted only when
 * missing, and a creator whose rows and files are all there is skipped. So several instances starting together
 * make the same rows once, and a restart after a stop carries on where it was. Files missing from the store (a
 * wiped FILES_DIR) are made again under their old names.
 */
import { availableParallelism } from 'node:os';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creators, portfolioItems } from '../../db/schema';
import { CONTENT_EXTENSIONS, type ContentType } from '../../../src/domain/media';
import type { FileStore } from '../files';
import type { Logger } from '../log';
import { describeContentFile, type DescribedMedia } from '../media';
import { runFfmpeg } from '../ffmpeg';
import { artworkSvg } from './artwork';
import { demoCreators, type DemoCreator, type DemoItem } from './people';

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

const TYPES: Record<DemoItem['format'], ContentType> = {
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

async function demoImage(creator: DemoCreator, item: DemoItem): Promise<Buffer> {
  const [width, height] = IMAGE_SIZES[item.shape];
  const svg = artworkSvg(item.motif, creator.palette, width, height, item.variant);
  const image = sharp(Buffer.from(svg));
  return item.format === 'webp'
    ? image.webp({ quality: IMAGE_QUALITY }).toBuffer()
    : image.jpeg({ quality: IMAGE_QUALITY }).toBuffer();
}

/** A slow diagonal pan across the item's artwork. */
async function demoVideo(creator: DemoCreator, item: DemoItem, format: 'mp4' | 'webm'): Promise<Buffer> {
  const [width, height] = VIDEO_SIZES[item.shape];
  const [artWidth, artHeight] = [Math.round(width * PAN_MARGIN), Math.round(height * PAN_MARGIN)];
  const svg = artworkSvg(item.motif, creator.palette, artWidth, artHeight, item.variant);
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

/** The stored names of an item's file and thumbnail (without extension). */
const fileNameOf = (creator: DemoCreator, item: DemoItem) =>
  `demo-${String(creator.index).padStart(2, '0')}-${item.position}`;

const publicPath = (name: string, type: ContentType) => `/files/${name}.${CONTENT_EXTENSIONS[type]}`;

type MadeItem = { item: DemoItem; media: Omit<DescribedMedia, 'thumbnail'>; file: string; thumbnail: string };

async function makeItem(files: FileStore, creator: DemoCreator, item: DemoItem): Promise<MadeItem> {
  const type = TYPES[item.format];
  const body =
    item.format === 'mp4' || item.format === 'webm'
      ? await demoVideo(creator, item, item.format)
      : await demoImage(creator, item);
  const described = await describeContentFile(body);
  if (!described.ok) throw new Error(`A demo ${item.format} was refused (${described.problem})`);
  const { thumbnail, ...media } = described.media;
  const name = fileNameOf(creator, item);
  return {
    item,
    media,
    file: await files.saveAs(name, body, type),
    thumbnail: await files.saveAs(`${name}-thumb`, thumbnail, 'image/webp'),
  };
}

/** The paths an item's rows name, for checking that its files are in the store. */
const expectedPaths = (creator: DemoCreator, item: DemoItem): string[] => {
  const name = fileNameOf(creator, item);
  return [publicPath(name, TYPES[item.format]), publicPath(`${name}-thumb`, 'image/webp')];
};

/** Saves a creator and its portfolio, each row only if missing; false when its handle was taken by someone else. */
async function saveCreator(db: Database, creator: DemoCreator, made: MadeItem[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { id, name, handle, tier, categories, country, languages, gender, age, ethnicity, bio } = creator;
    await tx
      .insert(creators)
      .values({ id, name, handle, tier, categories, country, languages, gender, age, ethnicity, bio })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ id: creators.id })
      .from(creators)
      .where(inArray(creators.id, [id]));
    if (!row) return false;
    await tx
      .insert(portfolioItems)
      .values(
        made.map(({ item, media, file, thumbnail }) => ({
          id: item.id,
          creator_id: id,
          position: item.position,
          kind: media.kind,
          content_type: media.content_type,
          file,
          thumbnail,
          width: media.width,
          height: media.height,
          duration_ms: media.duration_ms,
        })),
      )
      .onConflictDoNothing();
    return true;
  });
}

export type SeedServices = { db: Database; files: FileStore; log: Logger };
export type SeedReport = { made: number; skipped: number; refused: number; seconds: number };

/**
 * Seeds the demo creators that are not there yet (all of them on a fresh database); `count` limits them to the
 * first few (tests). Stops between two creators once `signal` is aborted.
 */
export async function seedDemoCreators(
  services: SeedServices,
  options: { signal?: AbortSignal; count?: number; lanes?: number } = {},
): Promise<SeedReport> {
  const started = performance.now();
  const all = demoCreators().slice(0, options.count);
  const kept = await services.db
    .select({ creator_id: portfolioItems.creator_id, id: portfolioItems.id })
    .from(portfolioItems)
    .where(
      inArray(
        portfolioItems.creator_id,
        all.map((creator) => creator.id),
      ),
    );
  const keptItems = new Set(kept.map((row) => row.id));
  const complete = async (creator: DemoCreator): Promise<boolean> => {
    if (!creator.items.every((item) => keptItems.has(item.id))) return false;
    const paths = creator.items.flatMap((item) => expectedPaths(creator, item));
    return (await Promise.all(paths.map((file) => services.files.exists(file)))).every(Boolean);
  };
  const report: SeedReport = { made: 0, skipped: 0, refused: 0, seconds: 0 };
  const queue: DemoCreator[] = [];
  for (const creator of all) {
    if (await complete(creator)) report.skipped += 1;
    else queue.push(creator);
  }
  // One core is left to the server, which is answering requests meanwhile.
  const lanes = options.lanes ?? Math.max(1, availableParallelism() - 1);
  const lane = async () => {
    for (let creator = queue.shift(); creator; creator = queue.shift()) {
      if (options.signal?.aborted) return;
      const made: MadeItem[] = [];
      for (const item of creator.items) made.push(await makeItem(services.files, creator, item));
      if (await saveCreator(services.db, creator, made)) report.made += 1;
      else {
        report.refused += 1;
        for (const { file, thumbnail } of made)
          await Promise.all([file, thumbnail].map(services.files.remove));
        services.log.warn('a demo creator was not seeded: its handle is taken', { handle: creator.handle });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, Math.max(queue.length, 1)) }, lane));
  report.seconds = Math.round((performance.now() - started) / 100) / 10;
  return report;
}
