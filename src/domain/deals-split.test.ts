import { describe, expect, it } from 'vitest';
import { assignedDeals, chooseProduct, splitDeals, withProductDeals } from './deals-split';
import { check } from './validation';
import { SettingsStep } from './campaign';

const settings = {
  kind: 'ugc_video',
  name: 'Spring launch',
  brand_id: 'brand-1',
  delivery: 'shipping',
  deals: 3,
  creator_tier: 'basic',
  category: 'beauty',
};

describe("the user's split of the deals among the products", () => {
  it('starts from the even split, the first products taking the rest', () => {
    expect(splitDeals(10, ['a', 'b', 'c']).map((product) => product.deals)).toEqual([4, 3, 3]);
    expect(splitDeals(3, [])).toEqual([]);
  });

  it('adds a chosen product and splits again; letting one go splits the rest', () => {
    const one = chooseProduct([], 'a', true, 3, 3);
    expect(one).toEqual([{ product_id: 'a', deals: 3 }]);
    const two = chooseProduct(one, 'b', true, 3, 3);
    expect(two).toEqual([
      { product_id: 'a', deals: 2 },
      { product_id: 'b', deals: 1 },
    ]);
    expect(chooseProduct(two, 'a', false, 3, 3)).toEqual([{ product_id: 'b', deals: 3 }]);
  });

  it('replaces the product where only one may be chosen', () => {
    expect(chooseProduct([{ product_id: 'a', deals: 2 }], 'b', true, 2, 1)).toEqual([
      { product_id: 'b', deals: 2 },
    ]);
  });

  it("keeps the user's deals of a product as typed, the others' as they were", () => {
    const split = withProductDeals(splitDeals(3, ['a', 'b']), 'a', 1);
    expect(split).toEqual([
      { product_id: 'a', deals: 1 },
      { product_id: 'b', deals: 1 },
    ]);
    expect(assignedDeals(split)).toBe(2);
    expect(withProductDeals(split, 'b', Number.NaN)[1]!.deals).toBe(0);
    expect(withProductDeals(split, 'b', 2.7)[1]!.deals).toBe(2);
  });

  it('is a valid step only when the shares add up to the deals, uneven ones included', () => {
    const uneven = [
      { product_id: 'a', deals: 1 },
      { product_id: 'b', deals: 2 },
    ];
    expect(check(SettingsStep, { ...settings, products: uneven }).ok).toBe(true);
    expect(check(SettingsStep, { ...settings, products: withProductDeals(uneven, 'b', 1) })).toMatchObject({
      fields: { products: { code: 'dealsSplit', params: { deals: 3 } } },
    });
  });
});
