/**
 * The review checklist over HTTP: the brand ticks the campaign's must-haves on the upload under its review, one at
 * a time; the ticks are kept with the upload in the campaign's order (two ticks sent together both stay), come
 * back with the deal, and the unticked ones travel with the feedback when the content is sent back. Only a
 * must-have of the campaign, only the newest upload while under review, and only the deal's own company.
 */
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import { dealOf, hire, staffDeal, upload } from '../support/deal-calls';
import { call, errorOf } from './account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator } from '../support/deals';
import {
  DealCheckMustHaveDocument,
  DealDeclineContentDocument,
  DealDocument,
} from '../../src/graphql/generated/graphql';
import { makeImage } from '../support/media';

const api = serverForTests();

/** A brand's deal whose first upload waits for the brand's review (the campaign's must-haves: Show the label,
 * Natural light, Smile). */
async function dealUnderReview() {
  const { server } = api;
  const brand = await brandCompany(server);
  const productId = await productOf(server, brand);
  const campaign = await activeCampaign(server, brand, { productIds: [productId], deals: 1 });
  const creator = await testCreator(server);
  const { id } = await hire(server, brand, campaign.id, productId, creator.id);
  for (const step of ['accept', 'purchase', 'receive'] as const)
    expect((await staffDeal(server, id, step)).status).toBe(200);
  expect((await upload(server, id, await makeImage('png', 64, 80))).status).toBe(201);
  expect((await staffDeal(server, id, 'approve')).status).toBe(200);
  const deal = await call(server, DealDocument, { id }, brand.token);
  const contentId = deal.data?.Deal?.content[0]?.id as string;
  return { brand, id, contentId };
}

describe('the review checklist', () => {
  it('keeps each tick with the upload, in the campaign order, and sends the unticked ones with the feedback', async () => {
    const { server } = api;
    const { brand, id, contentId } = await dealUnderReview();
    const check = (tag: string, checked: boolean) =>
      call(server, DealCheckMustHaveDocument, { id, content_id: contentId, tag, checked }, brand.token);

    // Two tabs tick two tags at once: both are kept.
    const [smile, label] = await Promise.all([check('Smile', true), check('Show the label', true)]);
    expect(smile.errors).toBeUndefined();
    expect(label.errors).toBeUndefined();
    expect((await check('Natural light', false)).data?.DealCheckMustHave.checked_must_haves).toEqual([
      'Show the label',
      'Smile',
    ]);
    expect((await check('Smile', false)).data?.DealCheckMustHave.checked_must_haves).toEqual([
      'Show the label',
    ]);
    const reloaded = await call(server, DealDocument, { id }, brand.token);
    expect(reloaded.data?.Deal?.content[0]?.checked_must_haves).toEqual(['Show the label']);

    const declined = await call(
      server,
      DealDeclineContentDocument,
      { id, feedback: 'Please show the label in daylight' },
      brand.token,
    );
    expect(declined.errors).toBeUndefined();
    expect(declined.data?.DealDeclineContent.feedback).toEqual([
      expect.objectContaining({
        feedback: 'Please show the label in daylight',
        content_id: contentId,
        missing_must_haves: ['Natural light', 'Smile'],
      }),
    ]);
    // Sent back, the upload keeps what its review said and takes no more ticks.
    expect(errorOf(await check('Smile', true)).code).toBe('DEAL_WRONG_STEP');
    const after = await dealOf(server, brand, id);
    expect(after.status).toBe('product_received');
  });

  it('refuses a tag the campaign does not ask for, another upload, and another company', async () => {
    const { server } = api;
    const { brand, id, contentId } = await dealUnderReview();
    const unknown = await call(
      server,
      DealCheckMustHaveDocument,
      { id, content_id: contentId, tag: 'Dance', checked: true },
      brand.token,
    );
    expect(errorOf(unknown)).toMatchObject({
      code: 'BAD_USER_INPUT',
      extensions: { fields: { tag: { code: 'oneOf' } } },
    });

    const elsewhere = await dealUnderReview();
    const otherUpload = await call(
      server,
      DealCheckMustHaveDocument,
      { id, content_id: elsewhere.contentId, tag: 'Smile', checked: true },
      brand.token,
    );
    expect(errorOf(otherUpload).code).toBe('NOT_FOUND');
    const otherCompany = await call(
      server,
      DealCheckMustHaveDocument,
      { id, content_id: contentId, tag: 'Smile', checked: true },
      elsewhere.brand.token,
    );
    expect(errorOf(otherCompany).code).toBe('NOT_FOUND');
    const untouched = await call(server, DealDocument, { id }, brand.token);
    expect(untouched.data?.Deal?.content[0]?.checked_must_haves).toEqual([]);
  });
});
