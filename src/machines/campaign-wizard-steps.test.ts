import { describe, expect, it } from 'vitest';
import { dealsOf, withAnswers, withSplit } from './campaign-wizard-steps';

describe("the wizard's draft and the user's split of the deals", () => {
  it("in the wizard's draft: a new number of deals splits evenly again; choosing sets the shown deals", () => {
    const draft = withSplit({ kind: 'ugc_video' }, { product_id: 'a', chosen: true });
    expect(draft).toMatchObject({ deals: 1, products: [{ product_id: 'a', deals: 1 }] });
    const two = withSplit(withAnswers(draft, { deals: 3 }), { product_id: 'b', chosen: true });
    const typed = withSplit(two, { product_id: 'b', deals: 2 });
    expect(typed.products).toEqual([
      { product_id: 'a', deals: 2 },
      { product_id: 'b', deals: 2 },
    ]);
    // Another answer keeps the user's split; a new number of deals starts it again.
    expect(withAnswers(typed, { name: 'Spring' }).products).toBe(typed.products);
    expect(withAnswers(typed, { deals: 5 }).products!.map((product) => product.deals)).toEqual([3, 2]);
    expect(dealsOf({ kind: 'product_package' })).toBe(10);
  });
});
