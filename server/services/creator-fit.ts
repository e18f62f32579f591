/**
 * Creators a campaign's targeting finds, counted in the database: the wizard's live count, and the set discovery
 * lists for a campaign. The criteria are those of src/domain/targeting.ts (`targetingMiss`) written as SQL;
 * tests/api/creator-fit.test.ts holds the count and hiring's acceptance together for random targetings.
 */
import { and, arrayOverlaps, between, count, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AGE_RANGE_BOUNDS, type AgeRange } from '../../src/domain/creators';
import type { Targeting } from '../../src/domain/targeting';
import type { Database } from '../db/client';
import { creators } from '../db/schema';

/**
 * The targeting as conditions on creators, one per non-empty list as `targetingMiss` reads it: the tier one of
 * the list, one category shared, the age within one of the ranges, the gender and the ethnicity one of theirs. An
 * age range the domain does not know takes nobody (the API checks a targeting before it gets here).
 */
export function targetingConditions(targeting: Targeting): SQL[] {
  const conditions: SQL[] = [];
  if (targeting.tiers.length) conditions.push(inArray(creators.tier, targeting.tiers));
  if (targeting.categories.length) conditions.push(arrayOverlaps(creators.categories, targeting.categories));
  if (targeting.age_ranges.length) {
    const ranges = targeting.age_ranges.flatMap((range) => {
      const bounds = AGE_RANGE_BOUNDS[range as AgeRange];
      return bounds ? [between(creators.age, bounds.min, bounds.max)] : [];
    });
    conditions.push(ranges.length > 0 ? or(...ranges)! : sql`false`);
  }
  if (targeting.genders.length) conditions.push(inArray(creators.gender, targeting.genders));
  if (targeting.ethnicities.length) conditions.push(inArray(creators.ethnicity, targeting.ethnicities));
  return conditions;
}

/** How many creators the targeting finds. */
export async function countFitting(db: Database, targeting: Targeting): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(creators)
    .where(and(...targetingConditions(targeting)));
  return Number(row?.total ?? 0);
}
