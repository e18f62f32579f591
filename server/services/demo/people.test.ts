/**
 * The seed's coverage: the demo creators are enough, and varied enough, that any campaign a brand can set up in
 * the wizard finds creators to hire, and they look like the people of a UGC platform.
 */
import { describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import { AGE_RANGES } from '../../../src/domain/campaign';
import { CREATOR_CATEGORIES, CREATOR_TIERS, ETHNICITIES, GENDERS } from '../../../src/domain/constants';
import { CREATOR_COUNTRIES, CreatorInput } from '../../../src/domain/creators';
import { ShippingAddress } from '../../../src/domain/shipping';
import { fitsTargeting, targetingOf } from '../../../src/domain/targeting';
import { demoCreators, DEMO_CREATOR_COUNT } from './people';
import { DEMO_LIBRARY, libraryMedia } from './portfolio';

const creators = demoCreators();

describe('the demo creators', () => {
  it('are the same on every run: same ids, names and attributes', () => {
    expect(demoCreators()).toEqual(creators);
    expect(new Set(creators.map((creator) => creator.id)).size).toBe(creators.length);
    expect(new Set(creators.map((creator) => creator.handle)).size).toBe(creators.length);
  });

  it('are at least 300, each valid as staff would add them, with a valid shipping address', () => {
    expect(creators.length).toBe(DEMO_CREATOR_COUNT);
    expect(creators.length).toBeGreaterThanOrEqual(300);
    for (const creator of creators) {
      const { id: _id, index: _index, address, items: _items, ...input } = creator;
      const [error] = validate(input, CreatorInput, { coerce: true });
      expect(error?.message, creator.handle).toBeUndefined();
      const [wrongAddress] = validate(address, ShippingAddress, { coerce: true });
      expect(wrongAddress?.message, `${creator.handle}: ${JSON.stringify(address)}`).toBeUndefined();
    }
  });

  it('are mostly 18 to 34, as on UGC platforms, and every age range has creators', () => {
    const young = creators.filter((creator) => creator.age >= 18 && creator.age <= 34).length;
    expect(young / creators.length).toBeGreaterThan(0.5);
    expect(Math.max(...creators.map((creator) => creator.age))).toBeLessThanOrEqual(69);
  });

  it('have at least five creators for every category × tier × gender', () => {
    for (const category of CREATOR_CATEGORIES)
      for (const tier of CREATOR_TIERS)
        for (const gender of GENDERS) {
          const count = creators.filter(
            (creator) =>
              creator.tier === tier && creator.gender === gender && creator.categories.includes(category),
          ).length;
          expect(count, `${category} ${tier} ${gender}`).toBeGreaterThanOrEqual(5);
        }
  });

  it('find at least three creators for every targeting the wizard allows with one value per criterion', () => {
    let targetings = 0;
    for (const creator_tier of CREATOR_TIERS)
      for (const category of CREATOR_CATEGORIES)
        for (const age of AGE_RANGES)
          for (const gender of GENDERS)
            for (const ethnicity of ETHNICITIES) {
              const targeting = targetingOf({
                creator_tier,
                category,
                ages: [age],
                genders: [gender],
                ethnicities: [ethnicity],
              });
              let found = 0;
              for (const creator of creators) if (fitsTargeting(creator, targeting) && ++found >= 3) break;
              expect(found, JSON.stringify(targeting)).toBeGreaterThanOrEqual(3);
              targetings += 1;
            }
    expect(targetings).toBe(2 * 14 * 5 * 3 * 6);
  });

  it('live in every country the app knows, and make content in English and in Spanish', () => {
    const countries = new Set(creators.map((creator) => creator.country));
    expect([...countries].sort()).toEqual([...CREATOR_COUNTRIES].sort());
    const speaking = (language: string) =>
      creators.filter((creator) => (creator.languages as string[]).includes(language)).length;
    expect(speaking('en')).toBeGreaterThan(creators.length / 2);
    expect(speaking('es')).toBeGreaterThan(creators.length / 10);
  });

  it('show portfolios of three or four real media of their own categories, most with a video', () => {
    for (const creator of creators) {
      expect(creator.items.length).toBeGreaterThanOrEqual(3);
      expect(creator.items.length).toBeLessThanOrEqual(4);
      const media = creator.items.map((item) => libraryMedia(item.media));
      expect(media[0]!.kind).toBe('image');
      for (const item of media) expect(creator.categories).toContain(item.motif);
      expect(new Set(creator.items.map((item) => item.media)).size).toBe(creator.items.length);
    }
    const withVideo = creators.filter((creator) =>
      creator.items.some((item) => libraryMedia(item.media).kind === 'video'),
    );
    expect(withVideo.length / creators.length).toBeGreaterThan(0.6);
    const used = new Set(creators.flatMap((creator) => creator.items.map((item) => item.media)));
    expect(used.size).toBe(DEMO_LIBRARY.length);
  });
});
