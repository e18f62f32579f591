/**
 * The demo creators of the embedded default: DEMO_CREATOR_COUNT varied people (every tier, category, gender,
 * age range and ethnicity, from many countries and languages), always the same ones. They are drawn from a fixed
 * seed, so every instance, every restart and every machine makes the very same creators with the very same ids,
 * and seeding them twice adds nothing.
 */
import { createHash } from 'node:crypto';
import { AGE_RANGES } from '../../../src/domain/campaign';
import { CREATOR_CATEGORIES, CREATOR_TIERS, ETHNICITIES, GENDERS } from '../../../src/domain/constants';
import {
  AGE_RANGE_BOUNDS,
  foldAccents,
  type CreatorInput,
  type CreatorLanguage,
  type CreatorCountry,
  type Ethnicity,
  type Gender,
} from '../../../src/domain/creators';
import type { CreatorCategory } from '../../../src/domain/constants';

export const DEMO_CREATOR_COUNT = 64;

export type DemoItem = {
  id: string;
  position: number;
  kind: 'image' | 'video';
  /** portrait (4:5 pictures, 9:16 videos), square, or landscape (16:9). */
  shape: 'portrait' | 'square' | 'landscape';
  format: 'jpeg' | 'webp' | 'mp4' | 'webm';
  /** What the item shows: one of the creator's categories. */
  motif: CreatorCategory;
  /** A number the artwork varies its layout by. */
  variant: number;
};

export type DemoCreator = CreatorInput & {
  id: string;
  /** Position in the demo list, from 0: names the creator's files. */
  index: number;
  /** Three colours of the creator's feed: background from, background to, accent. */
  palette: [string, string, string];
  items: DemoItem[];
};

/** A small, fast generator of the same numbers from the same seed (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The same UUID for the same name, forever (a name-based UUID, version 5 layout). */
export function stableId(name: string): string {
  const hex = createHash('sha256').update(`creatorhub-demo:${name}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type NamePool = Record<Gender, string[]> & { last: string[]; countries: CreatorCountry[] };

const NAMES: Record<Ethnicity, NamePool> = {
  white: {
    female: ['Emma', 'Olivia', 'Chloe', 'Hannah', 'Sophie', 'Lena', 'Freya', 'Clara'],
    male: ['Liam', 'Noah', 'Lucas', 'Oliver', 'Jack', 'Felix', 'Hugo', 'Henrik'],
    non_binary: ['Alex', 'Sam', 'Robin', 'Jamie'],
    last: ['Carter', 'Bennett', 'Müller', 'Rossi', 'Novak', 'Lindqvist', 'Dubois', 'Walsh', 'Kowalski'],
    countries: ['US', 'GB', 'CA', 'DE', 'FR', 'IT', 'SE', 'AU', 'IE', 'PL'],
  },
  african_american: {
    female: ['Aaliyah', 'Imani', 'Zoe', 'Nia', 'Jada', 'Kiara'],
    male: ['Malik', 'Jalen', 'Andre', 'Darius', 'Marcus', 'Terrell'],
    non_binary: ['Jordan', 'Taylor', 'Quinn'],
    last: ['Johnson', 'Williams', 'Brooks', 'Washington', 'Greene', 'Coleman', 'Jefferson'],
    countries: ['US', 'US', 'US', 'CA'],
  },
  hawaiian: {
    female: ['Leilani', 'Kalani', 'Malia', 'Noelani'],
    male: ['Keoni', 'Kai', 'Makoa', 'Ikaika'],
    non_binary: ['Kainoa', 'Akela'],
    last: ['Kahananui', 'Kealoha', 'Palakiko', 'Akana', 'Kamakana'],
    countries: ['US', 'US', 'NZ'],
  },
  hispanic: {
    female: ['Maya', 'Valentina', 'Camila', 'Lucía', 'Sofía', 'Ximena', 'Renata'],
    male: ['Mateo', 'Diego', 'Santiago', 'Javier', 'Andrés', 'Emilio'],
    non_binary: ['Ariel', 'Alexis', 'Dani'],
    last: ['López', 'García', 'Hernández', 'Martínez', 'Ramírez', 'Torres', 'Vargas', 'Núñez'],
    countries: ['MX', 'US', 'AR', 'CO', 'ES', 'CL', 'PE', 'BR'],
  },
  asian: {
    female: ['Mei', 'Yuna', 'Priya', 'Hana', 'Linh', 'Ananya'],
    male: ['Kenji', 'Arjun', 'Minh', 'Wei', 'Hiroshi', 'Rahul'],
    non_binary: ['Ren', 'Min', 'Sora'],
    last: ['Chen', 'Tanaka', 'Kim', 'Nguyen', 'Patel', 'Sharma', 'Wong', 'Sato', 'Reyes'],
    countries: ['JP', 'KR', 'IN', 'US', 'SG', 'VN', 'PH', 'TW'],
  },
  middle_eastern: {
    female: ['Layla', 'Yasmin', 'Noor', 'Leila', 'Dalia'],
    male: ['Omar', 'Karim', 'Amir', 'Yusuf', 'Tariq'],
    non_binary: ['Nour', 'Sami'],
    last: ['Haddad', 'Khalil', 'Nasser', 'Farouk', 'Rahimi', 'Aziz', 'Demir'],
    countries: ['AE', 'SA', 'EG', 'TR', 'US', 'GB', 'MA'],
  },
};

/** The languages a creator of a country makes content in: the first always, the others now and then. */
const LANGUAGES_OF: Partial<Record<CreatorCountry, CreatorLanguage[]>> = {
  US: ['en', 'es'],
  GB: ['en', 'fr'],
  CA: ['en', 'fr'],
  AU: ['en'],
  NZ: ['en'],
  IE: ['en'],
  DE: ['de', 'en'],
  FR: ['fr', 'en'],
  IT: ['it', 'en'],
  SE: ['sv', 'en'],
  PL: ['pl', 'en'],
  MX: ['es', 'en'],
  AR: ['es', 'it'],
  CO: ['es', 'en'],
  ES: ['es', 'en'],
  CL: ['es'],
  PE: ['es'],
  BR: ['pt', 'es'],
  JP: ['ja', 'en'],
  KR: ['ko', 'en'],
  IN: ['hi', 'en'],
  SG: ['en', 'zh', 'ms'],
  VN: ['vi', 'en'],
  PH: ['tl', 'en'],
  TW: ['zh', 'en'],
  AE: ['ar', 'en'],
  SA: ['ar'],
  EG: ['ar', 'en'],
  TR: ['tr', 'en'],
  MA: ['ar', 'fr'],
};

/** What a creator of each category makes, for bios (a creator writes their own bio, in English here). */
const CATEGORY_LINES: Record<CreatorCategory, string[]> = {
  apparel: ['Outfit ideas for real life, styled three ways.', 'Try-on hauls and honest fit notes.'],
  appliances: ['Kitchen gadgets tested until they break.', 'Unboxings and first-week reviews of home tech.'],
  baby: ['Parenting hacks from a very tired parent.', 'Nursery setups, baby gear and bedtime routines.'],
  beauty: ['Skincare routines for busy mornings.', 'Makeup looks in five minutes or less.'],
  business: [
    'Small business tips from the shop floor.',
    'Productivity setups for people who work from home.',
  ],
  ecommerce: ['Unboxing the internet one parcel at a time.', 'Finding the best deals so you do not have to.'],
  financial: ['Money tips that fit in a minute.', 'Budgeting and saving, explained without jargon.'],
  food: ['Fifteen-minute dinners and weekend bakes.', 'Street food, home food and everything between.'],
  games: ['Gaming setups, reviews and late-night streams.', 'Cozy games and the snacks that go with them.'],
  health: ['Morning workouts and honest wellness reviews.', 'Healthy habits that actually stick.'],
  home: ['Small-space makeovers on a budget.', 'Cleaning routines, plants and slow Sundays.'],
  mature: ['Cocktail recipes and wine pairings for grown-ups.', 'Nightlife guides and tasting notes.'],
  news: ['Today’s stories explained in sixty seconds.', 'Tech and culture news, minus the noise.'],
  other: ['Travel, daily life and whatever catches my eye.', 'Little experiments and big adventures.'],
};

const STYLE_LINES = [
  'Filmed in natural light.',
  'Shot on my phone, edited with love.',
  'New videos every week.',
  'Collabs welcome.',
  'Based between home and the airport.',
  'Lover of good light and better coffee.',
];

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

const pick = <T>(next: () => number, values: readonly T[]): T => values[Math.floor(next() * values.length)]!;

function handleOf(first: string, last: string, category: CreatorCategory, variant: number): string {
  const a = foldAccents(first).replace(/[^a-z0-9]/g, '');
  const b = foldAccents(last).replace(/[^a-z0-9]/g, '');
  const forms = [`${a}.${b}`, `${a}${category}`, `${a}_${b}`, `its${a}`, `${a}.creates`, `${a}${b}`];
  return forms[variant % forms.length]!.slice(0, 30);
}

function itemsOf(index: number, categories: CreatorCategory[], next: () => number): DemoItem[] {
  const count = 3 + (index % 2);
  const videos = index % 4 === 3 ? 0 : 1;
  return Array.from({ length: count }, (_, position) => {
    const kind = position >= 1 && position <= videos ? 'video' : 'image';
    const shape =
      kind === 'video'
        ? next() < 0.8
          ? 'portrait'
          : 'landscape'
        : pick(next, ['portrait', 'portrait', 'square', 'landscape'] as const);
    const format = kind === 'video' ? (next() < 0.7 ? 'mp4' : 'webm') : next() < 0.8 ? 'jpeg' : 'webp';
    return {
      id: stableId(`creator-${index}-item-${position}`),
      position,
      kind,
      shape,
      format,
      motif: categories[position % categories.length]!,
      variant: Math.floor(next() * 1000),
    };
  });
}

/** The demo creators, always the same. */
export function demoCreators(): DemoCreator[] {
  const next = random(0x5eed_c0de);
  const creators: DemoCreator[] = [];
  const handles = new Set<string>();
  for (let index = 0; index < DEMO_CREATOR_COUNT; index += 1) {
    // Cycled rather than drawn, so that every value of each filter has creators.
    const ethnicity = ETHNICITIES[index % ETHNICITIES.length]!;
    const gender = GENDERS[(index + Math.floor(index / ETHNICITIES.length)) % GENDERS.length]!;
    const range = AGE_RANGES[index % AGE_RANGES.length]!;
    const bounds = AGE_RANGE_BOUNDS[range];
    const age = bounds.min + Math.floor(next() * (Math.min(bounds.max, 64) - bounds.min + 1));
    const pool = NAMES[ethnicity];
    const first = pick(next, pool[gender]);
    const last = pick(next, pool.last);
    const main = CREATOR_CATEGORIES[index % CREATOR_CATEGORIES.length]!;
    const categories = [main];
    const extra = Math.floor(next() * 3);
    for (let more = 0; more < extra; more += 1) {
      const category = pick(next, CREATOR_CATEGORIES);
      if (!categories.includes(category) && category !== 'mature') categories.push(category);
    }
    const country = pick(next, pool.countries);
    const spoken = LANGUAGES_OF[country] ?? ['en'];
    const languages = spoken.filter((_, at) => at === 0 || next() < 0.6);
    let handle = handleOf(first, last, main, index);
    for (let copy = 2; handles.has(handle); copy += 1) handle = `${handle.slice(0, 27)}${copy}`;
    handles.add(handle);
    const bio = `${pick(next, CATEGORY_LINES[main])} ${pick(next, STYLE_LINES)}`;
    creators.push({
      id: stableId(`creator-${index}`),
      index,
      name: `${first} ${last}`,
      handle,
      tier: CREATOR_TIERS[index % 3 === 0 ? 1 : 0]!,
      categories,
      country,
      languages,
      gender,
      age,
      ethnicity,
      bio,
      palette: PALETTES[index % PALETTES.length]!,
      items: itemsOf(index, categories, next),
    });
  }
  return creators;
}
