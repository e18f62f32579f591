/**
 * Seeds the demo creators (people.ts) with their shipping addresses and portfolios. It runs in the background
 * once the server listens: the media library their portfolios show (media-library.ts) is made a few files at a
 * time while the creators are written in batches, each batch one transaction; then each batch gets its
 * portfolios. On the very first start a creator is thus listed a few seconds before its portfolio. It can be
 * stopped between two files or two batches.
 *
 * Seeding twice adds nothing: ids and file names are always the same, rows are inserted only when missing, and a
 * creator whose rows are all there (and whose files are in the store) is skipped. So several instances starting
 * together make the same rows once, and a restart after a stop carries on where it was. Files missing from the
 * store (a wiped FILES_DIR) are made again under their old names.
 */
import { availableParallelism } from 'node:os';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creators, portfolioItems } from '../../db/schema';
import type { FileStore } from '../files';
import type { Logger } from '../log';
import { makeMedia, mediaPaths, storedMedia, type MadeMedia } from './media-library';
import { demoCreators, type DemoCreator } from './people';
import { libraryMedia } from './portfolio';

/** Creators written per transaction: large enough to be quick, small enough to keep the database answering. */
const BATCH = 250;

/** Writes a batch of creators, each only if missing; returns the ids of those there now. */
async function saveCreators(db: Database, batch: DemoCreator[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx
      .insert(creators)
      .values(
        batch.map(
          ({
            id,
            name,
            handle,
            tier,
            categories,
            country,
            languages,
            gender,
            age,
            ethnicity,
            bio,
            address,
          }) => ({
            id,
            name,
            handle,
            tier,
            categories,
            country,
            languages,
            gender,
            age,
            ethnicity,
            bio,
            address,
          }),
        ),
      )
      .onConflictDoNothing();
    // A creator whose handle someone else took (staff added it first) is not there.
    const rows = await tx
      .select({ id: creators.id })
      .from(creators)
      .where(
        inArray(
          creators.id,
          batch.map((creator) => creator.id),
        ),
      );
    return rows.map((row) => row.id);
  });
}

/** Writes the portfolio rows of a batch of creators, each only if missing. */
async function savePortfolios(db: Database, batch: DemoCreator[], library: Map<string, MadeMedia>) {
  const rows = batch.flatMap((creator) =>
    creator.items.map((item) => {
      const media = library.get(item.media)!;
      return {
        id: item.id,
        creator_id: creator.id,
        position: item.position,
        kind: media.kind,
        content_type: media.content_type,
        file: media.file,
        thumbnail: media.thumbnail,
        width: media.width,
        height: media.height,
        duration_ms: media.duration_ms,
      };
    }),
  );
  await db.insert(portfolioItems).values(rows).onConflictDoNothing();
}

export type SeedServices = { db: Database; files: FileStore; log: Logger };

/** Creators made, skipped and refused, library files made, and the seconds it took (of which making files). */
export type SeedReport = {
  made: number;
  skipped: number;
  refused: number;
  media: number;
  seconds: number;
  media_seconds: number;
};

const secondsSince = (start: number) => Math.round((performance.now() - start) / 100) / 10;

/** The ids of the portfolio rows already there among those of `all`. */
async function keptItems(db: Database, all: DemoCreator[]): Promise<Set<string>> {
  const kept = new Set<string>();
  for (let at = 0; at < all.length; at += BATCH * 4) {
    const ids = all.slice(at, at + BATCH * 4).map((creator) => creator.id);
    const rows = await db
      .select({ id: portfolioItems.id })
      .from(portfolioItems)
      .where(inArray(portfolioItems.creator_id, ids));
    for (const row of rows) kept.add(row.id);
  }
  return kept;
}

/**
 * Seeds the demo creators that are not there yet (all of them on a fresh database); `count` limits them to the
 * first few (tests). Stops between two files or two batches once `signal` is aborted.
 */
export async function seedDemoCreators(
  services: SeedServices,
  options: { signal?: AbortSignal; count?: number; lanes?: number } = {},
): Promise<SeedReport> {
  const started = performance.now();
  const all = demoCreators().slice(0, options.count);
  const report: SeedReport = { made: 0, skipped: 0, refused: 0, media: 0, seconds: 0, media_seconds: 0 };
  const kept = await keptItems(services.db, all);
  const keys = [...new Set(all.flatMap((creator) => creator.items.map((item) => item.media)))];
  const present = new Set<string>();
  for (const key of keys) {
    const paths = mediaPaths(libraryMedia(key));
    if ((await services.files.exists(paths.file)) && (await services.files.exists(paths.thumbnail)))
      present.add(key);
  }
  const complete = (creator: DemoCreator) =>
    creator.items.every((item) => kept.has(item.id) && present.has(item.media));
  const queue = all.filter((creator) => !complete(creator));
  report.skipped = all.length - queue.length;
  if (queue.length === 0) return { ...report, seconds: 0 };

  // The library's files are made (by sharp's threads and ffmpeg) while the creators are written (by the
  // database), then each creator gets its portfolio. What is already in the store is read back for its facts.
  const library = new Map<string, MadeMedia>();
  const wanted = [...new Set(queue.flatMap((creator) => creator.items.map((item) => item.media)))];
  // One core is left to the server, which is answering requests meanwhile.
  const lanes = options.lanes ?? Math.max(1, availableParallelism() - 1);
  const lane = async () => {
    for (let key = wanted.shift(); key; key = wanted.shift()) {
      if (options.signal?.aborted) return;
      const media = libraryMedia(key);
      const stored = present.has(key) ? await storedMedia(services.files, media) : null;
      if (!stored) report.media += 1;
      library.set(key, stored ?? (await makeMedia(services.files, media)));
    }
    report.media_seconds = secondsSince(started);
  };
  const written_ids = new Set<string>();
  const writeCreators = async () => {
    for (let at = 0; at < queue.length; at += BATCH) {
      if (options.signal?.aborted) return;
      for (const id of await saveCreators(services.db, queue.slice(at, at + BATCH))) written_ids.add(id);
    }
  };
  await Promise.all([writeCreators(), ...Array.from({ length: Math.min(lanes, wanted.length) }, lane)]);
  if (options.signal?.aborted) return { ...report, seconds: secondsSince(started) };

  const written = queue.filter((creator) => written_ids.has(creator.id));
  for (let at = 0; at < written.length; at += BATCH) {
    if (options.signal?.aborted) break;
    await savePortfolios(services.db, written.slice(at, at + BATCH), library);
  }
  report.made = written.length;
  report.refused = queue.length - written.length;
  for (const creator of queue)
    if (!written_ids.has(creator.id))
      services.log.warn('a demo creator was not seeded: its handle is taken', { handle: creator.handle });
  report.seconds = secondsSince(started);
  return report;
}
