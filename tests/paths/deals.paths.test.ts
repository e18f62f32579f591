/**
 * The deal machine (src/machines/deal.ts, shared by the API and the web app) driven from its model over every
 * transition, in the built app, headless Chromium, in English and in Spanish. The model (deal-paths-model.ts) gives
 * in each status what the brand, staff, the creator (through the staff command line) or the system (a due time
 * passing on the server's manual clock) can make happen, for both delivery methods, and one path per edge of its
 * graph: the shortest way to a state, then one transition. Each path starts from a freshly hired deal, opened by
 * clicking from the deals listing (the first one from the dashboard); its steps (deal-paths-steps.ts) are carried
 * out in the product while the page stays open, and after each one the page must show the model's state live
 * (status, timeline dates, delivery, revisions) and its history the events so far, each by its role.
 *
 * The longest paths go first and a path whose transitions were all taken already is skipped. The transitions
 * taken are recorded on a copy of the machine that follows each verified step, and the run prints the coverage
 * per language; every transition the product can make happen must be taken, the rest (the machine's refusals
 * at its root, which no one is offered) are listed with their reason in the model and printed.
 *
 * What the product really does with a completed deal: published content completes it and the system closes it
 * (`deal.finish`) in the same step (server/services/deals/events.ts), so the page goes straight to "finished";
 * the model keeps `completed` as the machine has it, and its `deal.finish` step checks the history's "closed" line.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import type { Page } from 'playwright-core';
import { appInBrowser, describeInBrowser, navigate, newPage, screenshot } from '../support/browser';
import { createReadyCompany, signInBrowser } from '../support/browser-accounts';
import { activeCampaign, productOf, testCreator, type Brand } from '../support/deals';
import { studioPng } from '../support/png';
import { recordTransitions } from '../support/model';
import { manualClock } from '../../server/services/clock';
import { dealMachine, type DealEvent, type DealSnapshot } from '../../src/machines/deal';
import type { DealStatus } from '../../src/domain/deal';
import type { TestServer } from '../support/server';
import { ALL_TRANSITIONS, DRIVEN, NOT_DRIVEN, paths, reachedOf, serialize } from './deal-paths-model';
import { expectHistory, expectShown, perform, shownFor, type Driver, type Texts } from './deal-paths-steps';
import enDeals from '../../locales/en/deals.json';
import esDeals from '../../locales/es/deals.json';
import enOverview from '../../locales/en/dealOverview.json';
import esOverview from '../../locales/es/dealOverview.json';
import enListing from '../../locales/en/dealListing.json';
import esListing from '../../locales/es/dealListing.json';
import enShell from '../../locales/en/shell.json';
import esShell from '../../locales/es/shell.json';
import enCommon from '../../locales/en/common.json';
import esCommon from '../../locales/es/common.json';

const LANGUAGES = [
  {
    texts: { language: 'en', deals: enDeals, overview: enOverview } as Texts,
    listing: enListing,
    shell: enShell,
    common: enCommon,
    width: 1440,
    height: 900,
  },
  {
    texts: { language: 'es', deals: esDeals, overview: esOverview } as Texts,
    listing: esListing as typeof enListing,
    shell: esShell as typeof enShell,
    common: esCommon as typeof enCommon,
    width: 390,
    height: 844,
  },
];

async function brandOf(server: TestServer): Promise<Brand> {
  const company = await createReadyCompany(server);
  const data = await server.gql<{ CompanyData: { id: string } }>('{ CompanyData { id } }', {}, company.token);
  const brand = await server.gql<{ BrandCreate: { id: string } }>(
    'mutation($name: String!, $description: String!) { BrandCreate(name: $name, description: $description) { id } }',
    { name: 'Acme', description: 'Everyday goods for all' },
    company.token,
  );
  return {
    token: company.token,
    companyId: data.data!.CompanyData.id,
    brandId: brand.data!.BrandCreate.id,
    email: company.email,
  };
}

/** How the system closes a completed deal. */
const CLOSE: DealEvent = { type: 'deal.finish', by: 'system' };

/** The server's clock stands still until a path moves it past a deal's due time. */
const clock = manualClock();

describeInBrowser('deal paths in the browser', () => {
  const app = appInBrowser({ clock });

  for (const { texts, listing, shell, common, width, height } of LANGUAGES) {
    const { language } = texts;
    it(`drives the deal machine over every transition, in ${language === 'en' ? 'English' : 'Spanish'}`, async () => {
      const { server } = app;
      const brand = await brandOf(server);
      const productId = await productOf(server, brand);
      const slots = (delivery: 'refund' | 'shipping') =>
        paths.filter((each) => each.delivery === delivery).length;
      const campaigns = {
        refund: await activeCampaign(server, brand, { productIds: [productId], deals: slots('refund') }),
        shipping: await activeCampaign(server, brand, {
          productIds: [productId],
          deals: slots('shipping'),
          delivery: 'shipping',
        }),
      };
      const uploads = path.join(server.dataDir, 'creator-files');
      await mkdir(uploads, { recursive: true });
      const file = path.join(uploads, `look-${language}.png`);
      await writeFile(file, studioPng(480, 600, [254, 243, 199], [253, 230, 138], [217, 119, 6]));

      let hired = 0;
      /** A deal hired through the API, with a creator whose name is the deal's own word to search for. */
      const hire = async (delivery: 'refund' | 'shipping') => {
        hired += 1;
        const word = `${language}walk${hired}`;
        const creator = await testCreator(server, { name: `Maya ${word}` });
        const answer = await server.gql<{ DealHire: { id: string } }>(
          'mutation($c: ID!, $p: ID!, $k: ID!, $key: String!) { DealHire(campaign_id: $c, product_id: $p, creator_id: $k, idempotency_key: $key) { id } }',
          { c: campaigns[delivery].id, p: productId, k: creator.id, key: crypto.randomUUID() },
          brand.token,
        );
        expect(answer.errors).toBeUndefined();
        return { dealId: answer.data!.DealHire.id, word, name: creator.name };
      };
      /** From any page of the app: the deals listing by the main navigation, the deal found and clicked. */
      const openDeal = async (page: Page, deal: { word: string; name: string }) => {
        await navigate(page, shell, common.nav.dealListing, width);
        await page.getByRole('searchbox', { name: listing.searchLabel }).fill(deal.word);
        const name = listing.row.open.replace('{{name}}', deal.name);
        await page.getByRole('link', { name, exact: true }).click({ timeout: 20_000 });
      };

      const page = await newPage(app.browser, { width, height });
      await signInBrowser(page, server, brand.token, '/', language);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const taken = new Set<string>();
      let walked = 0;
      for (const edge of paths) {
        if (edge.keys.every((key) => taken.has(key))) continue;
        walked += 1;
        const deal = await hire(edge.delivery);
        await openDeal(page, deal);
        const driver: Driver = { page, texts, server, clock, token: brand.token, dealId: deal.dealId, file };
        // A copy of the machine that follows the steps the product was seen to take, to record their transitions.
        const copy = createActor(dealMachine, {
          input: { delivery: edge.delivery },
          inspect: recordTransitions(taken),
        }).start();
        const passed: DealStatus[] = [];
        const said: DealEvent[] = [];
        try {
          for (const [index, step] of edge.steps.entries()) {
            const event = step.event as DealEvent;
            // The graph keeps one snapshot per state, whichever way it was first reached; the copy holds this
            // path's own context (revisions asked, delivery), which the page shows.
            const next = index > 0 ? transition(dealMachine, copy.getSnapshot(), event)[0] : null;
            if (next) {
              await perform(driver, event, next);
              copy.send(event);
              if (next.context.refusal === null && event.type !== 'deal.finish') said.push(event);
            }
            const state = copy.getSnapshot();
            expect(serialize(state), `${edge.description} @ step ${index}`).toBe(
              serialize(step.state as DealSnapshot),
            );
            passed.push(state.value as DealStatus);
            await expectShown(page, texts, shownFor(state, reachedOf(passed)));
            // A completed deal is closed by the system at once: the history says so already.
            const closed = ['completed', 'finished'].includes(state.value as string);
            await expectHistory(page, texts, closed ? [...said, CLOSE] : said);
          }
        } catch (error) {
          await screenshot(page, `deal-paths-${language}-failed`);
          throw new Error(`${edge.delivery}: ${edge.description}: ${String(error)}`, { cause: error });
        } finally {
          copy.stop();
        }
      }

      const missed = DRIVEN.filter((key) => !taken.has(key));
      const excluded = ALL_TRANSITIONS.filter((key) => key in NOT_DRIVEN);
      console.log(
        [
          `deal machine (${language}): ${DRIVEN.length - missed.length} of ${DRIVEN.length} transitions taken, ` +
            `along ${walked} of ${paths.length} edge paths (the others took nothing new)`,
          ...missed.map((key) => `  not taken: ${key}`),
          `  not driven (${excluded.length} of ${ALL_TRANSITIONS.length}):`,
          ...excluded.map((key) => `    ${key}: ${NOT_DRIVEN[key]}`),
        ].join('\n'),
      );
      expect(missed).toEqual([]);
      expect(page.errors).toEqual([]);
      await page.context().close();
    }, 400_000);
  }
});
