/**
 * The wizard's settings step on the rendered screen (issue 22): one product as a radio group, the brand chosen
 * for a company with one, no "no products" before a brand is chosen, the user's split of the deals with what it
 * adds up to, and the running price by the summary's own function.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fromCallback, fromPromise } from 'xstate';
import { Route } from 'wouter';
import { campaignWizardMachine, priceOfDraft, type WizardOptions } from '../../src/machines/campaign-wizard';
import { CampaignCreationScreen } from '../../src/screens/campaign-creation/campaign-creation.screen';
import type { CampaignDraft } from '../../src/domain/campaign';
import { formatMoney } from '../../src/domain/money';
import { renderScreen } from '../support/render-app';
import en from '../../locales/en/campaignCreation.json';

const LUMEN = { id: 'b1', name: 'Lumen' };
const PRODUCTS: WizardOptions['products'] = [
  { id: 'p1', name: 'Glow serum', price: 24_99, brand_id: 'b1' },
  { id: 'p2', name: 'Day cream', price: 18_00, brand_id: 'b1' },
];
const SETTINGS: CampaignDraft = {
  name: 'Spring glow launch',
  category: 'beauty',
  creator_tier: 'basic',
  delivery: 'refund',
  taxes_cents: 1_00,
  shipping_cents: 2_00,
  step: 'settings',
};

async function open(draft: CampaignDraft, brands: WizardOptions['brands'] = [LUMEN]) {
  const options: WizardOptions = { brands, products: PRODUCTS, cards: [], balance: 0 };
  const machine = campaignWizardMachine.provide({
    actors: {
      load: fromPromise(async () => ({ draft, options })),
      saveDraft: fromPromise(async () => undefined),
      creatorFit: fromCallback(() => () => undefined),
    } as never,
  });
  const rendered = renderScreen(
    <Route path="/campaign/creation/:step">
      {(params: { step: string }) => <CampaignCreationScreen step={params.step} />}
    </Route>,
    { path: '/campaign/creation/settings', flows: { campaignWizard: machine } },
  );
  await screen.findByLabelText(new RegExp(`^${en.settings.name}`));
  return { options, rendered };
}

const priceBox = () => screen.getByRole('complementary', { name: en.price.title });
const dealsOf = (product: string) =>
  screen.getByRole('spinbutton', { name: `Deals for ${product}` }) as HTMLInputElement;
const totalShown = (draft: CampaignDraft, options: WizardOptions) =>
  `${en.price.total}${formatMoney(priceOfDraft(draft, options)!.total, 'en-US')}`;

afterEach(cleanup);

describe('the settings step', () => {
  it('offers one product as a radio group where the kind allows one, and prices it as it is chosen', async () => {
    const { options } = await open({ kind: 'ugc_image', ...SETTINGS });
    const group = screen.getByRole('radiogroup', { name: en.settings.product });
    expect(within(group).queryAllByRole('checkbox')).toEqual([]);
    expect(priceBox().textContent).toContain(en.price.incomplete);
    fireEvent.click(within(group).getByRole('radio', { name: /^Glow serum/ }));
    fireEvent.click(within(group).getByRole('radio', { name: /^Day cream/ }));
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([false, true]);
    // The one product takes every deal: no split to type.
    expect(screen.queryByRole('spinbutton', { name: /^Deals for/ })).toBeNull();
    const chosen = { kind: 'ugc_image', ...SETTINGS, deals: 1, products: [{ product_id: 'p2', deals: 1 }] };
    expect(priceBox().textContent).toContain(totalShown(chosen as CampaignDraft, options));
  });

  it("chooses a company's only brand; with several, asks for one before speaking of its products", async () => {
    await open({ kind: 'ugc_video', ...SETTINGS });
    expect((screen.getByLabelText(new RegExp(`^${en.settings.brand}`)) as HTMLSelectElement).value).toBe(
      'b1',
    );
    expect(screen.getByRole('checkbox', { name: /^Glow serum/ })).toBeTruthy();
    cleanup();

    await open({ kind: 'ugc_video', ...SETTINGS }, [LUMEN, { id: 'b2', name: 'Nova' }]);
    const brand = screen.getByLabelText(new RegExp(`^${en.settings.brand}`)) as HTMLSelectElement;
    expect(brand.value).toBe('');
    expect(screen.getByText(en.settings.brandFirst)).toBeTruthy();
    expect(screen.queryByText(en.settings.noProducts)).toBeNull();
    await act(async () => fireEvent.change(brand, { target: { value: 'b2' } }));
    expect(screen.getByText(en.settings.noProducts)).toBeTruthy();
    expect(screen.queryByText(en.settings.brandFirst)).toBeNull();
  });

  it("takes the user's split of the deals, says when it does not add up, and prices it", async () => {
    const { options } = await open({ kind: 'ugc_video', ...SETTINGS, deals: 3 });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Glow serum/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Day cream/ }));
    // The even split to start from.
    expect([dealsOf('Glow serum').value, dealsOf('Day cream').value]).toEqual(['2', '1']);
    expect(screen.getByRole('status').textContent).toBe('All 3 deals are given to the products.');

    fireEvent.change(dealsOf('Glow serum'), { target: { value: '1' } });
    expect(screen.getByRole('status').textContent).toBe(
      'The products have 2 deals of 3: make them add up to 3.',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.next })));
    expect(screen.getByRole('alert').textContent).toBe("The products' deals must add up to the campaign's 3");

    fireEvent.change(dealsOf('Day cream'), { target: { value: '2' } });
    expect(screen.queryByRole('alert')).toBeNull();
    const split = [
      { product_id: 'p1', deals: 1 },
      { product_id: 'p2', deals: 2 },
    ];
    const draft = {
      kind: 'ugc_video',
      ...SETTINGS,
      brand_id: 'b1',
      deals: 3,
      products: split,
    } as CampaignDraft;
    expect(priceBox().textContent).toContain(totalShown(draft, options));
    expect(priceBox().textContent).toContain('Day cream: 2 deals ×');
    // Another number of deals starts again from the even split.
    fireEvent.change(screen.getByLabelText(new RegExp(`^${en.settings.deals}`)), { target: { value: '4' } });
    expect([dealsOf('Glow serum').value, dealsOf('Day cream').value]).toEqual(['2', '2']);
  });
});
