/**
 * Cards over HTTP (issue 12): added from a sandbox token with a billing address checked by SPEC.md §5's rules, the
 * first the default, a declined one saved nowhere, deletion refused while a campaign pays with the card, and
 * another company's card not found.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, errorOf } from './account-helpers';
import {
  CardAddDocument,
  CardDeleteDocument,
  CardsDocument,
  CardSetDefaultDocument,
  CompanyDataDocument,
} from '../../src/graphql/generated/graphql';
import { brands, campaigns } from '../../server/db/schema';
import { ADDRESS, moneyServer } from './money-helpers';

const { api, tokenize, addCard, cardId, company, topUp, balance } = moneyServer();

describe('cards', () => {
  it('adds a tokenized card with its billing address; the first is the default', async () => {
    const token = await company();
    const first = await addCard(token);
    expect(first.errors).toBeUndefined();
    expect(first.data!.CardAdd).toMatchObject({ brand: 'visa', last4: '4242', is_default: true, ...ADDRESS });
    const second = await addCard(token, '5555555555554444');
    expect(second.data!.CardAdd).toMatchObject({ brand: 'mastercard', last4: '4444', is_default: false });
    const set = await call(api.server, CardSetDefaultDocument, { id: second.data!.CardAdd.id }, token);
    expect(set.data!.CardSetDefault.is_default).toBe(true);
    const cards = await call(api.server, CardsDocument, {}, token);
    expect(cards.data!.Cards.map((card) => [card.last4, card.is_default])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
  });

  it('refuses a card its issuer declines, saying why, and saves nothing', async () => {
    const token = await company();
    const declined = await addCard(token, '4000000000000002');
    expect(errorOf(declined)).toMatchObject({
      code: 'DECLINE_CARD_DECLINED',
      extensions: { decline_code: 'card_declined' },
    });
    const cards = await call(api.server, CardsDocument, {}, token);
    expect(cards.data!.Cards).toEqual([]);
  });

  it('checks the billing address by the rules of SPEC.md §5', async () => {
    const token = await company();
    const tokenized = await tokenize('4242424242424242');
    const answer = await call(
      api.server,
      CardAddDocument,
      {
        token: String(tokenized.body.id),
        ...ADDRESS,
        address_name: 'Home',
        address: 'x!',
        city: 'L',
        state: 'N',
        country: 'G',
        zip_code: '123',
      },
      token,
    );
    const { code, extensions } = errorOf(answer);
    expect(code).toBe('BAD_USER_INPUT');
    expect(Object.keys(extensions.fields as object).sort()).toEqual(
      ['address', 'address_name', 'city', 'country', 'state', 'zip_code'].sort(),
    );
  });

  it('refuses to delete a card a campaign pays with, then deletes it once the campaign pays otherwise', async () => {
    const token = await company();
    const id = await cardId(token);
    const other = await cardId(token, '5555555555554444');
    const companyId = (await call(api.server, CompanyDataDocument, {}, token)).data!.CompanyData.id;
    const db = api.server.app.services.db;
    const [brand] = await db
      .insert(brands)
      .values({ company_id: companyId, name: 'Acme', description: 'Everyday goods' })
      .returning();
    const [campaign] = await db
      .insert(campaigns)
      .values({
        company_id: companyId,
        brand_id: brand!.id,
        name: 'Spring launch',
        kind: 'ugc_image',
        payment_method: 'card',
        payment_card_id: id,
      })
      .returning();
    const refused = await call(api.server, CardDeleteDocument, { id }, token);
    expect(errorOf(refused).code).toBe('CARD_IN_USE');
    await db.update(campaigns).set({ payment_card_id: other }).where(eq(campaigns.id, campaign!.id));
    const deleted = await call(api.server, CardDeleteDocument, { id }, token);
    expect(deleted.data!.CardDelete).toMatchObject({ status: true, code: 'card.deleted' });
    const cards = await call(api.server, CardsDocument, {}, token);
    expect(cards.data!.Cards.map((card) => [card.last4, card.is_default])).toEqual([['4444', true]]);
  });

  it("answers not found for another company's card, and changes nothing", async () => {
    const owner = await company();
    const stranger = await company();
    const id = await cardId(owner);
    expect(errorOf(await call(api.server, CardSetDefaultDocument, { id }, stranger)).code).toBe('NOT_FOUND');
    expect(errorOf(await call(api.server, CardDeleteDocument, { id }, stranger)).code).toBe('NOT_FOUND');
    expect(errorOf(await topUp(stranger, id, 10_000)).code).toBe('NOT_FOUND');
    expect((await call(api.server, CardsDocument, {}, owner)).data!.Cards).toHaveLength(1);
    expect(await balance(stranger)).toBe(0);
  });
});
