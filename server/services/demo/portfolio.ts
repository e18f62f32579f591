/**
 * The demo portfolios. Thousands of demo creators cannot each have pictures and videos of their own made at the
 * first start (a picture takes some 20 ms, a video a second), so the seed makes a library of media once — for
 * each category a number of pictures in several shapes and colours and a few short videos — and each creator's
 * portfolio is a few of them: its main category first, then its others. Neighbours in a listing show different
 * pictures, and every file is a real picture or video, checked and thumbnailed like an upload.
 */
import { CREATOR_CATEGORIES, type CreatorCategory } from '../../../src/domain/constants';

/** A file of the library. */
export type DemoMedia = {
  /** Names its files: demo-<key>.<ext> and demo-<key>-thumb.webp. */
  key: string;
  kind: 'image' | 'video';
  /** portrait (4:5 pictures, 9:16 videos), square, or landscape (16:9). */
  shape: 'portrait' | 'square' | 'landscape';
  format: 'jpeg' | 'webp' | 'mp4' | 'webm';
  /** What it shows: a category's product. */
  motif: CreatorCategory;
  /** Three colours: background from, background to, accent. */
  palette: [string, string, string];
  /** A number the artwork varies its layout by. */
  variant: number;
};

/** Pictures and videos of each category in the library. */
export const IMAGES_PER_CATEGORY = 8;
export const VIDEOS_PER_CATEGORY = 1;

const PALETTES: Array<[string, string, string]> = [
  ['#f6d5c9', '#e98a7a', '#5b2a3c'],
  ['#cfe8e1', '#5fa8a0', '#1f3d3a'],
  ['#fde9b4', '#f2a541', '#4a2c0f'],
  ['#dcd6f7', '#8f7fd1', '#2c2459'],
  ['#d3e4f5', '#5b8fc9', '#13304f'],
  ['#f4d7e6', '#d16ba5', '#4d1c3b'],
  ['#e3f1cf', '#88b04b', '#2d3b16'],
  ['#f9e0c7', '#c9824a', '#3b2414'],
  ['#d9f2f7', '#3fb1c9', '#0f3440'],
  ['#ece3d8', '#a68a6d', '#2f2419'],
];
const IMAGE_SHAPES = ['portrait', 'square', 'portrait', 'landscape'] as const;

function libraryEntry(motif: CreatorCategory, categoryIndex: number, kind: 'image' | 'video', n: number) {
  const seed = categoryIndex * 31 + n * 7 + (kind === 'video' ? 500 : 0);
  const entry: DemoMedia = {
    key: kind === 'image' ? `${motif}-${n}` : `${motif}-video-${n}`,
    kind,
    shape: kind === 'image' ? IMAGE_SHAPES[n % IMAGE_SHAPES.length]! : n % 2 === 0 ? 'portrait' : 'landscape',
    format: kind === 'image' ? (n % 4 === 3 ? 'webp' : 'jpeg') : n % 2 === 0 ? 'mp4' : 'webm',
    motif,
    palette: PALETTES[(categoryIndex * 3 + n) % PALETTES.length]!,
    variant: seed * 13 + 5,
  };
  return entry;
}

/** The whole library, always the same. */
export const DEMO_LIBRARY: readonly DemoMedia[] = CREATOR_CATEGORIES.flatMap((motif, categoryIndex) => [
  ...Array.from({ length: IMAGES_PER_CATEGORY }, (_, n) => libraryEntry(motif, categoryIndex, 'image', n)),
  ...Array.from({ length: VIDEOS_PER_CATEGORY }, (_, n) => libraryEntry(motif, categoryIndex, 'video', n)),
]);
const BY_KEY = new Map(DEMO_LIBRARY.map((media) => [media.key, media]));

export const libraryMedia = (key: string): DemoMedia => {
  const media = BY_KEY.get(key);
  if (!media) throw new Error(`no demo media ${key}`);
  return media;
};

/**
 * The keys of a creator's portfolio: three or four items, a picture of the main category first, a video of the
 * next category for three creators in four, pictures of its categories after.
 */
export function portfolioOf(index: number, categories: readonly CreatorCategory[]): string[] {
  const count = 3 + (index % 2);
  const withVideo = index % 4 !== 3;
  return Array.from({ length: count }, (_, position) => {
    const motif = categories[position % categories.length]!;
    if (withVideo && position === 1) return `${motif}-video-${(index >> 2) % VIDEOS_PER_CATEGORY}`;
    return `${motif}-${(index * 5 + position * 3) % IMAGES_PER_CATEGORY}`;
  });
}
