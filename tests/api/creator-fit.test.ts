/**
 * The creators a targeting finds, over HTTP: the wizard's count (CreatorFitCount) is exactly the number of
 * creators hiring accepts on a campaign of that targeting, for random targetings (fast-check); a creator outside
 * the targeting is refused with the criterion named; discovery for a campaign lists only the creators it targets,
 * each with why it cannot be hired when it cannot.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import { call } from './account-helpers';
import { activeCampaign, brandCompany, productOf, type Brand } from '../support/deals';
import {
  CampaignCreatorsDocument,
  CreatorFitCountDocument,
  DealHireDocument,
} from '../../src/graphql/generated/graphql';
import { createCreator } from '../../server/services/creators';
import { demoCreators } from '../../server/services/demo/people';
import { AGE_RANGES } from '../../src/domain/campaign';
import { CREATOR_CATEGORIES, CREATOR_TIERS, ETHNICITIES, GENDERS } from '../../src/domain/constants';
import { targetingMiss, targetingOf } from '../../src/domain/targeting';
import type { CreatorRow } from '../../server/db/schema';

const api = serverForTests();
/** A varied sample of the demo roster: every tier, gender and ethnicity, many categories and ages. */
const SAMPLE = 48;
let brand: Brand;
let productId: string;
let sample: CreatorRow[];

beforeAll(async () => {
  brand = await brandCompany(api.server, 'fit');
  productId = await productOf(api.server, brand);
  sample = [];
  for (const demo of demoCreators().slice(0, SAMPLE)) {
    const { id: _id, index: _index, items: _items, ...creator } = demo;
    const created = await createCreator(api.server.app.services.db, creator, []);
    if (created === 'handle_taken') throw new Error('handle taken');
    sample.push(created);
  }
}, 60_000);

/** A targeting the wizard can save: one tier and one category (or none), lists of the rest (empty: anyone). */
const targetings = fc.record({
  creator_tier: fc.option(fc.constantFrom(...CREATOR_TIERS), { nil: undefined }),
  category: fc.option(fc.constantFrom(...CREATOR_CATEGORIES), { nil: undefined }),
  ages: fc.subarray([...AGE_RANGES]),
  genders: fc.subarray([...GENDERS]),
  ethnicities: fc.subarray([...ETHNICITIES]),
});

const hire = (campaignId: string, creatorId: string) =>
  call(
    api.server,
    DealHireDocument,
    { campaign_id: campaignId, product_id: productId, creator_id: creatorId, idempotency_key: randomUUID() },
    brand.token,
  );

describe('the creators a targeting finds', () => {
  it('are counted as many as hiring accepts, for random targetings; the others are refused with the criterion', async () => {
    await fc.assert(
      fc.asyncProperty(targetings, async (settings) => {
        const targeting = targetingOf(settings);
        const counted = await call(api.server, CreatorFitCountDocument, targeting, brand.token);
        expect(counted.errors).toBeUndefined();
        const campaign = await activeCampaign(api.server, brand, {
          productIds: [productId],
          deals: SAMPLE,
          settings,
        });
        let accepted = 0;
        for (const creator of sample) {
          const answer = await hire(campaign.id, creator.id);
          const miss = targetingMiss(creator, targeting);
          if (!answer.errors) accepted += 1;
          else
            expect(answer.errors[0]!.extensions).toMatchObject({
              code: 'DEAL_CREATOR_NOT_TARGETED',
              criterion: miss,
            });
          expect(!answer.errors).toBe(miss === null);
        }
        expect(counted.data!.CreatorFitCount).toBe(accepted);
      }),
      { numRuns: 12 },
    );
  }, 240_000);

  it('refuses values the wizard does not offer', async () => {
    const answer = await call(api.server, CreatorFitCountDocument, { age_ranges: ['teens'] }, brand.token);
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { age_ranges: { code: 'oneOf' } },
    });
  });
});

describe('discovery for a campaign', () => {
  it('lists only the creators it targets, and says why one hired already cannot be hired again', async () => {
    const settings = { creator_tier: 'basic', ages: ['18_24', '25_34'], genders: ['female', 'non_binary'] };
    const campaign = await activeCampaign(api.server, brand, { productIds: [productId], deals: 2, settings });
    const targeting = targetingOf(settings);
    const fitting = sample.filter((creator) => targetingMiss(creator, targeting) === null);
    expect(fitting.length).toBeGreaterThan(2);
    expect((await hire(campaign.id, fitting[0]!.id)).errors).toBeUndefined();

    const listed = await call(
      api.server,
      CampaignCreatorsDocument,
      { campaign_id: campaign.id, page_size: 60 },
      brand.token,
    );
    expect(listed.errors).toBeUndefined();
    const page = listed.data!.Creators;
    expect(page.total).toBe(fitting.length);
    expect(page.items.map((creator) => creator.id).sort()).toEqual(
      fitting.map((creator) => creator.id).sort(),
    );
    for (const creator of page.items)
      expect(creator.hire_block).toEqual(
        creator.id === fitting[0]!.id ? { code: 'DEAL_CREATOR_ALREADY_HIRED', criterion: null } : null,
      );

    // Filters narrow within the targeting; they never widen it.
    const males = await call(
      api.server,
      CampaignCreatorsDocument,
      { campaign_id: campaign.id, genders: ['male'] },
      brand.token,
    );
    expect(males.data!.Creators.total).toBe(0);

    // Once its last slot is taken, every creator says the campaign has no slot left.
    expect((await hire(campaign.id, fitting[1]!.id)).errors).toBeUndefined();
    const full = await call(
      api.server,
      CampaignCreatorsDocument,
      { campaign_id: campaign.id, page_size: 60 },
      brand.token,
    );
    const blocks = full.data!.Creators.items.map((creator) => creator.hire_block?.code);
    expect(blocks.filter((code) => code === 'DEAL_NO_SLOTS_LEFT').length).toBe(fitting.length - 2);
  });

  it("is not found for another company's campaign", async () => {
    const other = await brandCompany(api.server, 'fit-other');
    const campaign = await activeCampaign(api.server, brand, { productIds: [productId], deals: 1 });
    const answer = await call(
      api.server,
      CampaignCreatorsDocument,
      { campaign_id: campaign.id },
      other.token,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });
});
