/**
 * What the person does in the browser for each event of the wizard paths test (campaign-wizard-model.paths.test.ts)
 * and what they see in each settled state. The wizard's load, the draft's discard and the submission are held on
 * their way to the API until the path says how they are answered: let through, or dropped as by a lost network.
 */
import { expect } from 'vitest';
import type { Page, Route } from 'playwright-core';
import type { TFunction } from 'i18next';
import { escapeRegExp, fieldByLabel } from '../support/browser';
import type { CampaignDraft } from '../../src/domain/campaign';
import { callOf, expectedFit, type AnyEvent, type Snapshot } from './wizard-paths-model';

const WAIT = { timeout: 20_000 };
const eventually = <T>(read: () => T | Promise<T>, message: string) =>
  expect.poll(read, { timeout: 20_000, interval: 100, message });
const pathname = (page: Page) => new URL(page.url()).pathname;

/** The calls held until the path answers them, by the operation that carries them. */
const OPERATIONS = {
  load: 'CampaignWizardOptions',
  discard: 'CampaignDraftDiscard',
  submit: 'CampaignSubmit',
};
type Call = keyof typeof OPERATIONS;

/** Holds the wizard's load, discard and submission at the network until `answer` lets each through or drops it. */
export async function holdCalls(page: Page) {
  const held: Array<{ call: Call; route: Route }> = [];
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    const call = (Object.keys(OPERATIONS) as Call[]).find((name) => body.includes(`"${OPERATIONS[name]}"`));
    if (call) held.push({ call, route });
    else await route.continue();
  });
  return async function answer(call: Call, how: 'done' | 'error') {
    await eventually(() => held.some((item) => item.call === call), `the ${call} call is on its way`).toBe(
      true,
    );
    const index = held.findIndex((item) => item.call === call);
    const { route } = held.splice(index, 1)[0]!;
    if (how === 'done') await route.continue();
    else await route.abort('internetdisconnected');
  };
}

/** A text of the locale with its {{values}} as numbers, as a regular expression. */
const withNumbers = (text: string) =>
  text
    .split(/\{\{\w+\}\}/)
    .map(escapeRegExp)
    .join('\\d+');

/** The steps and the checks of one language's walk. */
export function wizardSteps(t: TFunction, fitTexts: Record<string, string>) {
  const wizard = (key: string, values?: Record<string, unknown>) =>
    t(`campaignCreation:${key}`, values ?? {});
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
  const kindButton = (page: Page) =>
    page.getByRole('button', { name: new RegExp(`^${escapeRegExp(wizard('kinds.ugc_video.name'))}`) });
  const product = (page: Page, name: string) => page.getByLabel(new RegExp(`^${escapeRegExp(name)} ·`));
  const main = (page: Page) => page.getByRole('main');
  const someFit = new RegExp(
    Object.entries(fitTexts)
      .filter(([key]) => key !== 'none')
      .map(([, text]) => withNumbers(text))
      .join('|'),
  );

  async function fillSettings(page: Page) {
    await fieldByLabel(page, wizard('settings.name')).fill('Spring glow launch');
    await fieldByLabel(page, wizard('settings.category')).selectOption('beauty');
    await fieldByLabel(page, wizard('settings.deals')).fill('2');
    await fieldByLabel(page, wizard('settings.tier')).selectOption('pro');
    await fieldByLabel(page, wizard('settings.delivery')).selectOption('shipping');
    // The serum alone, featured in both deals, whatever the split was.
    await product(page, 'Night cream').uncheck();
    await product(page, 'Glow serum').check();
    const serumDeals = page.getByLabel(wizard('settings.productDealsOf', { product: 'Glow serum' }));
    if ((await serumDeals.inputValue()) !== '2') await serumDeals.fill('2');
  }

  async function fillParameters(page: Page, values: Partial<CampaignDraft>) {
    for (const age of values.ages ?? [])
      await page.getByLabel(wizard(`ages.${age}`), { exact: true }).check();
    await page.getByLabel(wizard('genders.female'), { exact: true }).check();
    await page.getByLabel(wizard('ethnicities.hispanic'), { exact: true }).check();
    await fieldByLabel(page, wizard('parameters.mustHaves')).fill('show the bottle');
    await fieldByLabel(page, wizard('parameters.format')).selectOption('portrait');
    await fieldByLabel(page, wizard('parameters.duration')).selectOption('60s');
    await fieldByLabel(page, wizard('parameters.brief')).fill(
      'A morning routine with the serum, natural light.',
    );
  }

  /** The browser's Back, which must land on another step of the wizard (the path opened it there). */
  async function back(page: Page) {
    const before = pathname(page);
    await page.goBack();
    await eventually(() => pathname(page), `Back from ${before} stays in the wizard`).toMatch(
      /^\/campaign\/creation\//,
    );
  }

  async function goto(page: Page, from: Snapshot) {
    if (from.matches('loading')) {
      // The wizard was opened at a later step; the shell's link asks for the first one.
      await page
        .getByRole('navigation', { name: t('shell:navigation') })
        .getByRole('link', { name: t('common:nav.campaignCreation'), exact: true })
        .click();
      await eventually(() => pathname(page), 'the shell link changed the address').toBe(
        '/campaign/creation/type',
      );
    } else if (['type', 'settings', 'parameters', 'summary'].some((step) => from.matches(step as never))) {
      await page
        .getByRole('list', { name: wizard('progress') })
        .getByRole('link', { name: wizard('steps.type') })
        .click();
    } else await back(page);
  }

  async function perform(
    page: Page,
    event: AnyEvent,
    from: Snapshot,
    answer: Awaited<ReturnType<typeof holdCalls>>,
  ) {
    const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (settled) return answer(callOf(settled[2]!) as Call, settled[1] as 'done' | 'error');
    switch (event.type) {
      case 'wizard.goto':
        return goto(page, from);
      case 'wizard.retry':
        return button(page, wizard('failed.retry')).click();
      case 'wizard.continue':
        return button(page, wizard('draft.continue')).click();
      case 'wizard.startNew':
        return button(page, wizard('draft.startNew')).click();
      case 'wizard.next':
        return button(page, wizard('next')).click();
      case 'wizard.back':
        return main(page)
          .getByRole('button', { name: wizard('back'), exact: true })
          .click();
      case 'wizard.chooseProduct':
        return product(page, 'Night cream').check();
      case 'wizard.productDeals':
        return page.getByLabel(wizard('settings.productDealsOf', { product: 'Glow serum' })).fill('1');
      case 'wizard.submit':
        return page
          .getByRole('button', {
            name: new RegExp(`^${escapeRegExp(wizard('summary.submit').split('{{')[0]!)}`),
          })
          .click();
      case 'wizard.close':
        return page
          .getByRole('dialog')
          .getByRole('button', { name: wizard('confirm.ok') })
          .click();
      case 'fit.counted': {
        const count = Number(event.count);
        const text = count === 0 ? page.getByText(wizard('fit.none')) : page.getByText(someFit);
        return text.waitFor(WAIT);
      }
      case 'wizard.change': {
        const values = event.values as Partial<CampaignDraft>;
        if (values.kind) return kindButton(page).click();
        if (values.payment_method)
          return fieldByLabel(page, wizard('summary.method')).selectOption(values.payment_method);
        if (values.name) return fillSettings(page);
        return fillParameters(page, values);
      }
      default:
        throw new Error(`No browser action for ${event.type}`);
    }
  }

  /** What the person sees in a settled state; busy states (loading, discarding, submitting) show a spinner. */
  async function expectScreen(page: Page, snapshot: Snapshot, description: string) {
    const { context } = snapshot;
    const visible = (locator: ReturnType<Page['getByText']>) =>
      locator.first().waitFor({ ...WAIT, state: 'visible' });
    const atStep = (step: string) =>
      eventually(() => pathname(page), `${description}: the address shows ${step}`).toBe(
        `/campaign/creation/${step}`,
      );
    const errorsShown = async () => {
      const alerts = main(page).getByRole('alert');
      if (Object.keys(context.fields).length > 0) await visible(alerts);
      else await eventually(() => alerts.count(), `${description}: no errors shown`).toBe(0);
    };
    if (snapshot.matches('failed')) await visible(page.getByText(wizard('failed.title')));
    else if (snapshot.matches('offer'))
      await visible(page.getByRole('heading', { name: wizard('draft.title') }));
    else if (snapshot.matches('type')) {
      await atStep('type');
      await visible(page.getByRole('heading', { name: wizard('type.title') }));
      await eventually(() => kindButton(page).getAttribute('aria-pressed'), `${description}: the kind`).toBe(
        String(context.draft.kind === 'ugc_video'),
      );
      await errorsShown();
    } else if (snapshot.matches('settings')) {
      await atStep('settings');
      await visible(fieldByLabel(page, wizard('settings.name')));
      const shares = new Map((context.draft.products ?? []).map((share) => [share.product_id, share.deals]));
      for (const [id, name] of [
        ['p1', 'Glow serum'],
        ['p2', 'Night cream'],
      ] as const)
        await eventually(() => product(page, name).isChecked(), `${description}: ${name} chosen`).toBe(
          shares.has(id),
        );
      if (shares.has('p1') && shares.has('p2'))
        await eventually(
          () => page.getByLabel(wizard('settings.productDealsOf', { product: 'Glow serum' })).inputValue(),
          `${description}: the serum's deals`,
        ).toBe(String(shares.get('p1')));
      await errorsShown();
    } else if (snapshot.matches('parameters')) {
      await atStep('parameters');
      await visible(page.getByRole('heading', { name: wizard('parameters.title') }));
      await errorsShown();
    } else if (snapshot.matches('summary')) {
      await atStep('summary');
      await visible(
        page.getByRole('heading', { name: wizard('summary.title', { name: context.draft.name }) }),
      );
      if (context.error?.code) await visible(page.getByText(t(`errors:codes.${context.error.code}`)));
      if (context.fit !== null && context.fit === expectedFit(context.draft))
        await visible(context.fit === 0 ? page.getByText(wizard('fit.none')) : page.getByText(someFit));
    } else if (snapshot.matches('confirmed')) {
      const dialog = page.getByRole('dialog', { name: wizard('confirm.title') });
      await visible(dialog.getByText(wizard('confirm.text')));
    } else if (snapshot.matches('created')) {
      await atStep('created');
      await visible(page.getByRole('heading', { name: wizard('created.title') }));
    }
  }

  return { perform, expectScreen };
}
