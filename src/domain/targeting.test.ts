import { describe, expect, it } from 'vitest';
import { fitVerdict, fitsTargeting, targetingMiss, targetingOf } from './targeting';

const creator = {
  tier: 'pro',
  categories: ['beauty', 'health'],
  gender: 'female',
  age: 31,
  ethnicity: 'asian',
};
const target = targetingOf({
  creator_tier: 'pro',
  category: 'health',
  ages: ['18_24', '25_34'],
  genders: ['female', 'non_binary'],
  ethnicities: ['asian'],
});

describe('targeting', () => {
  it('names the first criterion a creator misses, in the order of the wizard', () => {
    expect(targetingMiss(creator, target)).toBeNull();
    expect(targetingMiss({ ...creator, tier: 'basic', age: 40 }, target)).toBe('tier');
    expect(targetingMiss({ ...creator, categories: ['food'] }, target)).toBe('category');
    expect(targetingMiss({ ...creator, age: 35 }, target)).toBe('age');
    expect(targetingMiss({ ...creator, age: 18 }, target)).toBeNull();
    expect(targetingMiss({ ...creator, gender: 'male' }, target)).toBe('gender');
    expect(targetingMiss({ ...creator, ethnicity: 'white' }, target)).toBe('ethnicity');
  });

  it('takes anyone on an empty list, and nobody on an unknown age range', () => {
    expect(fitsTargeting(creator, targetingOf({}))).toBe(true);
    expect(targetingMiss(creator, { ...targetingOf({}), age_ranges: ['teen'] })).toBe('age');
    expect(fitsTargeting({ ...creator, age: 80 }, { ...targetingOf({}), age_ranges: ['55_plus'] })).toBe(
      true,
    );
  });

  it('reads a count of fitting creators against the deals bought', () => {
    expect(fitVerdict(0, 3)).toBe('none');
    expect(fitVerdict(2, 3)).toBe('short');
    expect(fitVerdict(3, 3)).toBe('enough');
  });
});
