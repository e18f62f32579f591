/**
 * Creators (SPEC.md §3, §9; DESIGN.md §7): who they are, the rules a new creator's fields follow (staff add them,
 * `staff creator add`), and the discovery query a brand browses them with. Creators belong to no company: any
 * company that may use the app sees them all.
 */
import { pageCursor } from './paging';
import { coerce, object, optional, refine, string, type Infer } from 'superstruct';
import { AGE_RANGES } from './campaign';
import { COUNTRIES } from './countries';
import { CREATOR_CATEGORIES, CREATOR_TIERS, ETHNICITIES, GENDERS } from './constants';
import { choiceList, integer, oneOf, text, textUpTo } from './validation';

export type CreatorTier = (typeof CREATOR_TIERS)[number];
export type Gender = (typeof GENDERS)[number];
export type Ethnicity = (typeof ETHNICITIES)[number];
export type AgeRange = (typeof AGE_RANGES)[number];

/** Countries a creator lives in: the ISO 3166 codes the app knows (names come from Intl.DisplayNames). */
export const CREATOR_COUNTRIES = COUNTRIES.map(([code]) => code);
export type CreatorCountry = (typeof CREATOR_COUNTRIES)[number];

/**
 * Languages a creator makes content in: ISO 639-1 codes, named in the user's language by Intl.DisplayNames. The
 * languages of the countries above, and the most spoken others.
 */
export const CREATOR_LANGUAGES = [
  'en',
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'nl',
  'sv',
  'no',
  'da',
  'fi',
  'pl',
  'cs',
  'el',
  'ro',
  'hu',
  'uk',
  'ru',
  'tr',
  'he',
  'ar',
  'fa',
  'hi',
  'ur',
  'bn',
  'zh',
  'ja',
  'ko',
  'th',
  'vi',
  'tl',
  'id',
  'ms',
  'sw',
] as const;
export type CreatorLanguage = (typeof CREATOR_LANGUAGES)[number];

/** The ages of each range a campaign may target (AGE_RANGES of campaign.ts), both ends included. */
export const AGE_RANGE_BOUNDS: Record<AgeRange, { min: number; max: number }> = {
  '18_24': { min: 18, max: 24 },
  '25_34': { min: 25, max: 34 },
  '35_44': { min: 35, max: 44 },
  '45_54': { min: 45, max: 54 },
  '55_plus': { min: 55, max: 120 },
};

/** The age range an age falls in; creators are adults, so every creator's age has one. */
export function ageRangeOf(age: number): AgeRange | null {
  return (
    AGE_RANGES.find((range) => age >= AGE_RANGE_BOUNDS[range].min && age <= AGE_RANGE_BOUNDS[range].max) ??
    null
  );
}

export const CREATOR_NAME = { min: 2, max: 60 } as const;
/** Handles as social networks write them: lower-case letters, digits, dots and underscores. */
export const CREATOR_HANDLE = { min: 3, max: 30 } as const;
const HANDLE_PATTERN = /^[a-z0-9._]+$/;
/** Creators are adults. */
export const CREATOR_AGE = { min: 18, max: 99 } as const;
/** A short bio, as on a social profile. */
export const CREATOR_BIO = { min: 10, max: 280 } as const;
export const CREATOR_MAX_CATEGORIES = 3;
export const CREATOR_MAX_LANGUAGES = 5;

/** Creators listed per page unless the caller asks for another size; never more than the maximum. */
export const CREATORS_PAGE_SIZE = 12;
export const CREATORS_MAX_PAGE_SIZE = 60;
/** Longest discovery search: longer than any name, handle or word of a bio worth looking for. */
export const CREATOR_SEARCH_MAX = 100;

const encode = (code: string, params?: Record<string, number>) => JSON.stringify({ code, params });

/**
 * A handle: typed with or without its leading @, kept without it and lower-cased (handles are unique whatever the
 * letter case).
 */
export const creatorHandle = refine(
  coerce(text(CREATOR_HANDLE.min, CREATOR_HANDLE.max), string(), (value) =>
    value.trim().replace(/^@/, '').toLowerCase(),
  ),
  'creatorHandle',
  (value) => (HANDLE_PATTERN.test(value) ? true : encode('handle')),
);

/** A new creator, as staff add one. */
export const CreatorInput = object({
  name: text(CREATOR_NAME.min, CREATOR_NAME.max),
  handle: creatorHandle,
  tier: oneOf(CREATOR_TIERS),
  categories: choiceList(CREATOR_CATEGORIES, { min: 1, max: CREATOR_MAX_CATEGORIES }),
  country: oneOf(CREATOR_COUNTRIES),
  languages: choiceList(CREATOR_LANGUAGES, { min: 1, max: CREATOR_MAX_LANGUAGES }),
  gender: oneOf(GENDERS),
  age: integer(CREATOR_AGE.min, CREATOR_AGE.max),
  ethnicity: oneOf(ETHNICITIES),
  bio: text(CREATOR_BIO.min, CREATOR_BIO.max, { multiline: true }),
});
export type CreatorInput = Infer<typeof CreatorInput>;

/**
 * The discovery query: a search in names, handles and bios, and filters that each narrow the list (within one
 * filter any of the chosen values matches; an empty or missing filter matches everyone), then a page.
 */
export const CreatorsQuery = object({
  search: optional(textUpTo(CREATOR_SEARCH_MAX)),
  tiers: optional(choiceList(CREATOR_TIERS, { min: 0, max: CREATOR_TIERS.length })),
  categories: optional(choiceList(CREATOR_CATEGORIES, { min: 0, max: CREATOR_CATEGORIES.length })),
  genders: optional(choiceList(GENDERS, { min: 0, max: GENDERS.length })),
  age_ranges: optional(choiceList(AGE_RANGES, { min: 0, max: AGE_RANGES.length })),
  ethnicities: optional(choiceList(ETHNICITIES, { min: 0, max: ETHNICITIES.length })),
  country: optional(oneOf(CREATOR_COUNTRIES)),
  language: optional(oneOf(CREATOR_LANGUAGES)),
  page: integer(1, 1_000_000),
  page_size: integer(1, CREATORS_MAX_PAGE_SIZE),
  /** Where the page before ended (its next_cursor): the page is read on from there. */
  after: optional(pageCursor),
});
export type CreatorsQuery = Infer<typeof CreatorsQuery>;

/**
 * Letters searched without their accents, so "jose" finds "José": each lower-case letter of `from` is read as the
 * letter at the same place of `to`. The database folds names, handles and bios the same way (server/db/schema.ts).
 */
export const ACCENT_FOLD = {
  from: 'àáâãäåāăąçćčďđèéêëēėęěğìíîïīįıłñńňòóôõöøōőřŕśšşťţùúûüūůűųýÿźżž',
  to: 'aaaaaaaaacccddeeeeeeeegiiiiiiilnnnoooooooorrsssttuuuuuuuuyyzzz',
} as const;
const FOLDED = new Map([...ACCENT_FOLD.from].map((letter, index) => [letter, ACCENT_FOLD.to[index]!]));

/** A text lower-cased and without the accents of ACCENT_FOLD. */
export const foldAccents = (value: string): string =>
  [...value.toLowerCase()].map((letter) => FOLDED.get(letter) ?? letter).join('');

/**
 * The words of a search, as the database matches them: each a prefix of a word of the name, handle or bio,
 * all of them required, accents aside. Anything but letters and digits separates words, so "@maya.glow" looks for
 * "maya" and "glow". At most SEARCH_MAX_WORDS words count.
 */
export const SEARCH_MAX_WORDS = 8;
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  return foldAccents(search)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, SEARCH_MAX_WORDS);
}

/** Portfolio items: an image or a short video, each with a thumbnail (a video's is its poster frame). */
export const PORTFOLIO_KINDS = ['image', 'video'] as const;
export type PortfolioKind = (typeof PORTFOLIO_KINDS)[number];
/** Most items one creator's portfolio shows. */
export const PORTFOLIO_MAX_ITEMS = 12;
