/**
 * What the campaign creation screen must show in each state of the wizard, for its model-based test
 * (campaign-wizard.model.test.tsx): the address of the step, the loading and failure texts, the draft offer, the
 * chosen kind, the settings with their split of deals and running price, the fields' alerts, the summary and its
 * refusals, the confirmation and the created campaign.
 */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { priceOfDraft, wizardStep } from '../../src/machines/campaign-wizard';
import en from '../../locales/en/campaignCreation.json';
import { formatMoney } from '../../src/domain/money';
import { assignedDeals } from '../../src/domain/deals-split';
import { OPTIONS, type Snapshot } from './campaign-wizard-fixtures';

export const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * The settings as the wizard holds them: the one brand chosen, each product's box and deals, what the deals add up
 * to, and the running price of the summary's own function.
 */
export function expectSettings(snapshot: Snapshot): void {
  const { draft, fields } = snapshot.context;
  expect(screen.getByLabelText(labelled(en.settings.name))).toBeTruthy();
  expect((screen.getByLabelText(labelled(en.settings.brand)) as HTMLSelectElement).value).toBe('b1');
  expect(screen.queryByText(en.settings.noProducts)).toBeNull();
  const shares = new Map((draft.products ?? []).map((share) => [share.product_id, share.deals]));
  for (const product of OPTIONS.products) {
    const box = screen.getByRole('checkbox', {
      name: `${product.name} · ${formatMoney(product.price, 'en-US')}`,
    });
    expect((box as HTMLInputElement).checked).toBe(shares.has(product.id));
    const deals = screen.queryByRole('spinbutton', {
      name: `Deals for ${product.name}`,
    }) as HTMLInputElement | null;
    expect(deals?.value).toBe(shares.has(product.id) ? String(shares.get(product.id)) : undefined);
  }
  const deals = draft.deals ?? 1;
  const status = screen.queryByRole('status');
  if (shares.size > 0) {
    const assigned = assignedDeals(draft.products ?? []);
    expect(status?.textContent).toContain(
      assigned === deals ? `${deals} deal` : `The products have ${assigned} deals of ${deals}`,
    );
  } else expect(status).toBeNull();
  if (fields.products?.code === 'dealsSplit')
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      `The products' deals must add up to the campaign's ${deals}`,
    );
  const price = screen.getByRole('complementary', { name: en.price.title });
  const expected = priceOfDraft(draft, OPTIONS);
  if (expected && expected.lines.length > 0)
    expect(price.textContent).toContain(`${en.price.total}${formatMoney(expected.total, 'en-US')}`);
  else expect(price.textContent).toContain(en.price.incomplete);
}

/** What the screen must show in a state. */
export function expectScreen(snapshot: Snapshot, path: string): void {
  const step = wizardStep(snapshot);
  if (step) expect(path).toBe(`/campaign/creation/${step}`);
  if (snapshot.matches('loading') || snapshot.matches('discarding'))
    expect(screen.getAllByText(en.loading).length).toBeGreaterThan(0);
  if (snapshot.matches('failed')) expect(screen.getByText(en.failed.title)).toBeTruthy();
  if (snapshot.matches('offer')) expect(screen.getByRole('button', { name: en.draft.continue })).toBeTruthy();
  if (snapshot.matches('type')) {
    const kind = screen.getByRole('button', { name: new RegExp(en.kinds.ugc_video.name) });
    expect(kind.getAttribute('aria-pressed')).toBe(String(snapshot.context.draft.kind === 'ugc_video'));
  }
  if (snapshot.matches('settings')) expectSettings(snapshot);
  if (snapshot.matches('parameters'))
    expect(screen.getByLabelText(labelled(en.parameters.brief))).toBeTruthy();
  if ((['type', 'settings', 'parameters'] as const).some((name) => snapshot.matches(name)))
    expect(screen.queryAllByRole('alert').length > 0).toBe(Object.keys(snapshot.context.fields).length > 0);
  if (snapshot.matches('summary') || snapshot.matches('submitting')) {
    expect(screen.getByText('Summary of Spring glow launch')).toBeTruthy();
    const submit = screen.getByRole('button', { name: /Submit/ });
    expect(submit.getAttribute('aria-busy')).toBe(snapshot.matches('submitting') ? 'true' : null);
    if (snapshot.context.error?.code === 'INSUFFICIENT_FUNDS')
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => /wallet balance is not enough/.test(alert.textContent ?? '')),
      ).toBe(true);
    if (snapshot.context.fit === 0) expect(screen.getByText(en.fit.none)).toBeTruthy();
    if (snapshot.context.error?.code === 'NO_CREATOR_FITS')
      expect(screen.getByText(/widen it before you pay/)).toBeTruthy();
  }
  if (snapshot.matches('confirmed'))
    expect(screen.getByRole('dialog', { name: en.confirm.title })).toBeTruthy();
  if (snapshot.matches('created')) expect(screen.getByText(en.created.title)).toBeTruthy();
}
