/**
 * Who a campaign may hire: its targeting (the wizard's creator tier and category, and the ages, genders and
 * ethnicities of its parameters step) and the one rule that says whether a creator fits it and, when not, which
 * criterion fails first. The wizard's live count, discovery's reasons and hiring's refusal all come from
 * `targetingMiss`; the API counts in the database with the same criteria (server/services/creator-fit.ts), and a
 * property test holds the two together.
 */
import { object, optional, type Infer } from 'superstruct';
import { AGE_RANGES } from './campaign';
import { CREATOR_CATEGORIES, CREATOR_TIERS, ETHNICITIES, GENDERS } from './constants';
import { AGE_RANGE_BOUNDS, type AgeRange } from './creators';
import { choiceList } from './validation';

/** The criteria, in the order a refusal names them: the settings step's first, then the parameters step's. */
export const TARGETING_CRITERIA = ['tier', 'category', 'age', 'gender', 'ethnicity'] as const;
export type TargetingCriterion = (typeof TARGETING_CRITERIA)[number];

/** Who a campaign targets, as the Creators query filters them; an empty list is anyone. */
export type Targeting = {
  tiers: string[];
  categories: string[];
  genders: string[];
  age_ranges: string[];
  ethnicities: string[];
};

/** What of a creator the targeting looks at. */
export type TargetedCreator = {
  tier: string;
  categories: readonly string[];
  gender: string;
  age: number;
  ethnicity: string;
};

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The targeting of a campaign from the wizard's answers (src/domain/campaign.ts): the creator tier, the category,
 * and the ages, genders and ethnicities of its parameters step.
 */
export function targetingOf(settings: Record<string, unknown>): Targeting {
  const tier = typeof settings.creator_tier === 'string' ? [settings.creator_tier] : [];
  const category = typeof settings.category === 'string' ? [settings.category] : [];
  return {
    tiers: tier,
    categories: category,
    genders: asStrings(settings.genders),
    age_ranges: asStrings(settings.ages ?? settings.age_ranges),
    ethnicities: asStrings(settings.ethnicities),
  };
}

/** Whether an age falls in one of the named ranges (an unknown range takes nobody). */
export function ageWithin(age: number, ranges: readonly string[]): boolean {
  return ranges.some((range) => {
    const bounds = AGE_RANGE_BOUNDS[range as AgeRange];
    return !!bounds && age >= bounds.min && age <= bounds.max;
  });
}

/**
 * The first criterion a creator misses, or null when the creator fits: within each non-empty list, one value must
 * match (a creator of several categories fits a campaign of any of them).
 */
export function targetingMiss(creator: TargetedCreator, targeting: Targeting): TargetingCriterion | null {
  const misses = (list: string[], ok: (values: string[]) => boolean) => list.length > 0 && !ok(list);
  if (misses(targeting.tiers, (tiers) => tiers.includes(creator.tier))) return 'tier';
  if (misses(targeting.categories, (list) => list.some((category) => creator.categories.includes(category))))
    return 'category';
  if (misses(targeting.age_ranges, (ranges) => ageWithin(creator.age, ranges))) return 'age';
  if (misses(targeting.genders, (genders) => genders.includes(creator.gender))) return 'gender';
  if (misses(targeting.ethnicities, (ethnicities) => ethnicities.includes(creator.ethnicity)))
    return 'ethnicity';
  return null;
}

/** Whether a creator fits a campaign's targeting. */
export const fitsTargeting = (creator: TargetedCreator, targeting: Targeting): boolean =>
  targetingMiss(creator, targeting) === null;

/**
 * How the wizard reads a number of fitting creators against the deals the campaign buys: none (it cannot be
 * paid for), fewer than the deals (a warning: some deals may stay unfilled), or enough.
 */
export type FitVerdict = 'none' | 'short' | 'enough';
export function fitVerdict(fitting: number, deals: number): FitVerdict {
  if (fitting <= 0) return 'none';
  return fitting < deals ? 'short' : 'enough';
}

const list = <T extends string>(values: readonly T[]) =>
  optional(choiceList(values, { min: 0, max: values.length }));

/** A targeting as the API receives it (the wizard's count): each list of known values, each value once. */
export const TargetingQuery = object({
  tiers: list(CREATOR_TIERS),
  categories: list(CREATOR_CATEGORIES),
  genders: list(GENDERS),
  age_ranges: list(AGE_RANGES),
  ethnicities: list(ETHNICITIES),
});
export type TargetingQuery = Infer<typeof TargetingQuery>;

/** A checked targeting query with its missing lists as "anyone". */
export const targetingOfQuery = (query: TargetingQuery): Targeting => ({
  tiers: query.tiers ?? [],
  categories: query.categories ?? [],
  genders: query.genders ?? [],
  age_ranges: query.age_ranges ?? [],
  ethnicities: query.ethnicities ?? [],
});
