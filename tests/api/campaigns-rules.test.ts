/**
 * SPEC.md §5's campaign rules over HTTP (issue 13): a submission breaking one is refused with the field it breaks
 * and takes no money, and each kind allows its number of products.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorOf } from './account-helpers';
import { campaignOf, campaignsServer, fieldsOf, MISSING_ID, type Company } from './campaigns-helpers';
import { moveWallet } from '../support/ledger';
import type { CampaignInput } from '../../src/domain/campaign';

const { company, submit, services, wallet } = campaignsServer();

describe('the rules of SPEC.md §5', () => {
  const cases: Array<[string, (owner: Company) => Partial<CampaignInput>, string]> = [
    ['a name under 6 characters', () => ({ name: 'Short' }), 'name'],
    ['a name over 200 characters', () => ({ name: 'x'.repeat(201) }), 'name'],
    ['no deals', (o) => ({ deals: 0, products: [{ product_id: o.productIds[0]!, deals: 0 }] }), 'deals'],
    [
      'more than 100 deals',
      (o) => ({ deals: 101, products: [{ product_id: o.productIds[0]!, deals: 101 }] }),
      'deals',
    ],
    [
      'a package that is not 10, 30, 60 or 120 deals',
      (o) => ({
        kind: 'product_package',
        deals: 20,
        products: [{ product_id: o.productIds[0]!, deals: 20 }],
      }),
      'deals',
    ],
    ['taxes over 9999', () => ({ taxes_cents: 9999_01 }), 'taxes_cents'],
    ['shipping compensation over 9999', () => ({ shipping_cents: 10_000_00 }), 'shipping_cents'],
    ['no age range', () => ({ ages: [] }), 'ages'],
    ['no gender', () => ({ genders: [] }), 'genders'],
    ['no ethnicity', () => ({ ethnicities: [] }), 'ethnicities'],
    ['a must-have tag under 3 characters', () => ({ must_haves: ['ab'] }), 'must_haves.0'],
    ['a must-have tag over 30 characters', () => ({ must_haves: ['x'.repeat(31)] }), 'must_haves.0'],
    ['a brief under 10 characters', () => ({ content_brief: 'Too short' }), 'content_brief'],
    ['a brief over 2000 characters', () => ({ content_brief: 'x'.repeat(2001) }), 'content_brief'],
    ['a resource link that is not a URL', () => ({ links: ['not a link'] }), 'links.0'],
    ['a video kind without a duration', () => ({ video_duration: undefined }), 'video_duration'],
    [
      'two UGC image products',
      (o) => ({
        kind: 'ugc_image',
        deals: 2,
        products: o.productIds.slice(0, 2).map((product_id) => ({ product_id, deals: 1 })),
      }),
      'products',
    ],
    [
      'four UGC video products',
      (o) => ({
        deals: 4,
        products: [...o.productIds, o.productIds[0]!].map((product_id, index) => ({
          product_id: index === 3 ? randomUUID() : product_id,
          deals: 1,
        })),
      }),
      'products',
    ],
    [
      'deals of the products not adding up',
      (o) => ({ deals: 5, products: [{ product_id: o.productIds[0]!, deals: 4 }] }),
      'products',
    ],
    [
      'a product of another company',
      () => ({ products: [{ product_id: MISSING_ID, deals: 4 }] }),
      'products',
    ],
  ];
  for (const [what, change, field] of cases)
    it(`refuses ${what}`, async () => {
      const owner = await company();
      await moveWallet(services(), owner.id, 1_000_000_00);
      const input = campaignOf(owner, change(owner));
      const answer = await submit(owner, input, { total: 1 });
      expect(errorOf(answer).code).toBe('BAD_USER_INPUT');
      expect(Object.keys(fieldsOf(answer) ?? {})).toContain(field);
      expect(await wallet(owner)).toBe(1_000_000_00);
    });

  it('allows each kind its products: 1, 3, 6, and 6/8/10/10 for the packages of 10/30/60/120', async () => {
    const owner = await company(10);
    await moveWallet(services(), owner.id, 100_000_00);
    const split = (count: number, deals: number) =>
      owner.productIds.slice(0, count).map((product_id, index) => ({
        product_id,
        deals: Math.floor(deals / count) + (index < deals % count ? 1 : 0),
      }));
    const allowed: Array<[CampaignInput['kind'], number, number]> = [
      ['ugc_image', 1, 1],
      ['ugc_video', 3, 3],
      ['social_media', 6, 6],
      ['product_package', 10, 6],
      ['product_package', 30, 8],
      ['product_package', 60, 10],
    ];
    for (const [kind, deals, max] of allowed) {
      const ok = campaignOf(owner, { kind, deals, products: split(max, deals), delivery: 'shipping' });
      expect((await submit(owner, ok)).errors, `${kind} ${deals} with ${max}`).toBeUndefined();
      if (max < 10) {
        const overDeals = kind === 'product_package' ? deals : max + 1;
        const over = campaignOf(owner, {
          kind,
          deals: overDeals,
          products: split(max + 1, overDeals),
          delivery: 'shipping',
        });
        expect(fieldsOf(await submit(owner, over))).toHaveProperty('products');
      }
    }
  });
});
