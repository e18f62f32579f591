/**
 * The demo creators of the embedded default, always the same ones: drawn from a fixed seed, so every instance,
 * every restart and every machine makes the very same creators with the very same ids, and seeding them twice adds
 * nothing.
 *
 * The roster is built so that any campaign a brand can set up in the wizard finds creators: for every tier, age
 * range, gender and ethnicity there are rounds of CREATOR_CATEGORIES.length creators, creator k of a round making
 * content of categories k, k + 1 and k + 4, so each category comes three times a round. Any targeting with one
 * value per criterion therefore finds at least three creators. As on UGC platforms, most creators are 18 to 34
 * (more rounds for those ranges). They live in every country the app knows, most of them in the United States.
 */
import { createHash } from 'node:crypto';
import { AGE_RANGES } from '../../../src/domain/campaign';
import { CREATOR_CATEGORIES, CREATOR_TIERS, ETHNICITIES, GENDERS } from '../../../src/domain/constants';
import type { CreatorCategory } from '../../../src/domain/constants';
import {
  AGE_RANGE_BOUNDS,
  foldAccents,
  type AgeRange,
  type CreatorCountry,
  type CreatorInput,
} from '../../../src/domain/creators';
import type { ShippingAddress } from '../../../src/domain/shipping';
import { NAMES } from './names';
import { PLACES, postalCodeOf } from './places';
import { portfolioOf } from './portfolio';

/** Rounds of categories per tier, age range, gender and ethnicity: 18 to 34 make up most creators. */
export const ROUNDS: Record<AgeRange, number> = {
  '18_24': 2,
  '25_34': 3,
  '35_44': 1,
  '45_54': 1,
  '55_plus': 1,
};
/** The categories of creator k of a round: k and these further on (distinct, each taken once a round). */
const CATEGORY_OFFSETS = [0, 1, 4];
/** The oldest demo creator. */
const OLDEST = 69;
/** Share of creators who live in the United States, by ethnicity (the rest in the pool's countries). */
const IN_US: Record<(typeof ETHNICITIES)[number], number> = {
  white: 0.45,
  african_american: 0.7,
  hawaiian: 0.75,
  hispanic: 0.4,
  asian: 0.3,
  middle_eastern: 0.3,
};

export const DEMO_CREATOR_COUNT =
  CREATOR_TIERS.length *
  GENDERS.length *
  ETHNICITIES.length *
  CREATOR_CATEGORIES.length *
  AGE_RANGES.reduce((sum, range) => sum + ROUNDS[range], 0);

export type DemoCreator = CreatorInput & {
  id: string;
  /** Position in the demo list, from 0. */
  index: number;
  address: ShippingAddress;
  /** Keys of the creator's portfolio in the media library (portfolio.ts), in order. */
  items: Array<{ id: string; position: number; media: string }>;
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

const pick = <T>(next: () => number, values: readonly T[]): T => values[Math.floor(next() * values.length)]!;

function handleOf(first: string, last: string, category: CreatorCategory, variant: number): string {
  const a = foldAccents(first).replace(/[^a-z0-9]/g, '');
  const b = foldAccents(last).replace(/[^a-z0-9]/g, '');
  const forms = [`${a}.${b}`, `${a}${category}`, `${a}_${b}`, `its${a}`, `${a}.creates`, `${a}${b}`];
  return forms[variant % forms.length]!.slice(0, 26);
}

function addressOf(name: string, country: CreatorCountry, next: () => number): ShippingAddress {
  const place = PLACES[country];
  const [city, region] = pick(next, place.towns);
  const street = pick(next, place.streets);
  const number = 1 + Math.floor(next() * 480);
  const line1 = place.order === 'first' ? `${number} ${street}` : `${street} ${number}`;
  const flat = next() < 0.35 ? 1 + Math.floor(next() * 30) : 0;
  const line2 = flat === 0 ? undefined : place.languages[0] === 'es' ? `Piso ${flat}` : `Apt ${flat}`;
  const postal_code = place.postal === null ? undefined : postalCodeOf(place.postal, next);
  return { name, line1, line2, city, region, postal_code, country };
}

type Profile = Pick<DemoCreator, 'tier' | 'gender' | 'ethnicity' | 'categories'> & { range: AgeRange };

/** Every tier × age range × gender × ethnicity, each with its rounds of categories. */
function profiles(): Profile[] {
  const list: Profile[] = [];
  for (const tier of CREATOR_TIERS)
    for (const range of AGE_RANGES)
      for (const gender of GENDERS)
        for (const ethnicity of ETHNICITIES)
          for (let round = 0; round < ROUNDS[range]; round += 1)
            for (let k = 0; k < CREATOR_CATEGORIES.length; k += 1) {
              const categories = CATEGORY_OFFSETS.map(
                (offset) => CREATOR_CATEGORIES[(k + offset + round) % CREATOR_CATEGORIES.length]!,
              );
              list.push({ tier, range, gender, ethnicity, categories });
            }
  return list;
}

/** The demo creators, always the same, in an order that mixes them (the first few are as varied as the rest). */
export function demoCreators(): DemoCreator[] {
  const next = random(0x5eed_c0de);
  const list = profiles();
  for (let at = list.length - 1; at > 0; at -= 1) {
    const other = Math.floor(next() * (at + 1));
    [list[at], list[other]] = [list[other]!, list[at]!];
  }
  const handles = new Set<string>();
  return list.map((profile, index) => {
    const { tier, range, gender, ethnicity, categories } = profile;
    const bounds = AGE_RANGE_BOUNDS[range];
    const age = bounds.min + Math.floor(next() * (Math.min(bounds.max, OLDEST) - bounds.min + 1));
    const pool = NAMES[ethnicity];
    const first = pick(next, pool[gender]);
    const last = pick(next, pool.last);
    const name = `${first} ${last}`;
    const country: CreatorCountry = next() < IN_US[ethnicity] ? 'US' : pick(next, pool.countries);
    const spoken = PLACES[country].languages;
    const languages = spoken.filter((_, at) => at === 0 || next() < 0.6);
    const main = categories[0]!;
    let handle = handleOf(first, last, main, index);
    for (let copy = 2; handles.has(handle); copy += 1)
      handle = `${handleOf(first, last, main, index)}${copy}`;
    handles.add(handle);
    return {
      id: stableId(`roster-${index}`),
      index,
      name,
      handle,
      tier,
      categories,
      country,
      languages,
      gender,
      age,
      ethnicity,
      bio: `${pick(next, CATEGORY_LINES[main])} ${pick(next, STYLE_LINES)}`,
      address: addressOf(name, country, next),
      items: portfolioOf(index, categories).map((media, position) => ({
        id: stableId(`roster-${index}-item-${position}`),
        position,
        media,
      })),
    };
  });
}
