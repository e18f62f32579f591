import { describe, expect, it } from 'vitest';
import { check } from './validation';
import { AGE_RANGES } from './campaign';
import {
  ACCENT_FOLD,
  AGE_RANGE_BOUNDS,
  ageRangeOf,
  CREATOR_AGE,
  CreatorInput,
  CreatorsQuery,
  foldAccents,
  searchWords,
} from './creators';

const creator = {
  name: 'Maya López',
  handle: '@Maya.Glow',
  tier: 'pro',
  categories: ['beauty', 'health'],
  country: 'MX',
  languages: ['es', 'en'],
  gender: 'female',
  age: 27,
  ethnicity: 'hispanic',
  bio: 'Skincare routines for busy mornings.',
};

describe('CreatorInput', () => {
  it('accepts a creator, the handle kept without its @ and in lower case', () => {
    const result = check(CreatorInput, creator);
    expect(result).toEqual({ ok: true, value: { ...creator, handle: 'maya.glow' } });
  });

  it('refuses each field outside its rule, with a code per field', () => {
    const result = check(CreatorInput, {
      name: 'M',
      handle: 'maya glow!',
      tier: 'gold',
      categories: [],
      country: 'XX',
      languages: ['en', 'en'],
      gender: 'other',
      age: 17,
      ethnicity: 'martian',
      bio: 'Hi',
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        name: { code: 'length', params: { min: 2, max: 60 } },
        handle: { code: 'handle' },
        tier: { code: 'oneOf' },
        categories: { code: 'chooseOne' },
        country: { code: 'oneOf' },
        languages: { code: 'duplicate' },
        gender: { code: 'oneOf' },
        age: { code: 'min', params: { min: CREATOR_AGE.min } },
        ethnicity: { code: 'oneOf' },
        bio: { code: 'length', params: { min: 10, max: 280 } },
      },
    });
  });

  it('allows three categories and five languages at most', () => {
    const many = check(CreatorInput, {
      ...creator,
      categories: ['beauty', 'health', 'food', 'home'],
      languages: ['en', 'es', 'pt', 'fr', 'de', 'it'],
    });
    expect(many.ok ? {} : many.fields).toEqual({
      categories: { code: 'maxItems', params: { max: 3 } },
      languages: { code: 'maxItems', params: { max: 5 } },
    });
  });

  it('refuses control characters in any text and a handle too short once its @ is gone', () => {
    const result = check(CreatorInput, { ...creator, name: 'Maya\u0000', handle: '@ab' });
    expect(result.ok ? {} : result.fields).toEqual({
      name: { code: 'characters' },
      handle: { code: 'length', params: { min: 3, max: 30 } },
    });
  });
});

describe('CreatorsQuery', () => {
  it('takes no filter at all, or empty ones, as everyone', () => {
    expect(check(CreatorsQuery, { page: 1, page_size: 12 }).ok).toBe(true);
    expect(check(CreatorsQuery, { tiers: [], genders: [], page: 1, page_size: 12 }).ok).toBe(true);
  });

  it('refuses unknown filter values on the filter itself, and pages out of bounds', () => {
    const result = check(CreatorsQuery, {
      tiers: ['gold'],
      age_ranges: ['12_17'],
      language: 'xx',
      page: 0,
      page_size: 500,
    });
    expect(result.ok ? {} : result.fields).toEqual({
      tiers: { code: 'oneOf' },
      age_ranges: { code: 'oneOf' },
      language: { code: 'oneOf' },
      page: { code: 'min', params: { min: 1 } },
      page_size: { code: 'max', params: { max: 60 } },
    });
  });
});

describe('age ranges', () => {
  it('cover every creator age once, in order and without gaps', () => {
    for (let age = CREATOR_AGE.min; age <= CREATOR_AGE.max; age += 1) {
      const matching = AGE_RANGES.filter(
        (range) => age >= AGE_RANGE_BOUNDS[range].min && age <= AGE_RANGE_BOUNDS[range].max,
      );
      expect(matching, String(age)).toHaveLength(1);
      expect(ageRangeOf(age)).toBe(matching[0]);
    }
  });
});

describe('search words', () => {
  it('splits on anything but letters and digits, lower-cased and without accents', () => {
    expect(searchWords('  @Maya.Glow  José ')).toEqual(['maya', 'glow', 'jose']);
    expect(searchWords("' OR 1=1 --")).toEqual(['or', '1', '1']);
    expect(searchWords('%_\\')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });

  it('folds each accented letter to one plain letter, as the database does', () => {
    expect([...ACCENT_FOLD.from]).toHaveLength(ACCENT_FOLD.to.length);
    expect(foldAccents('Ñandú Łódź Çağrı Søren')).toBe('nandu lodz cagri soren');
  });
});
