/**
 * Creators discovered by any ready company: every creator by name with totals and pages counted in the database,
 * a search by the start of words accents aside, filters together, unknown filter values refused, and visitors kept
 * out; their portfolios of real images and videos checked by their bytes, served through /files with their
 * thumbnails, and one creator answered by id.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, readyCompany, uniqueEmail } from './account-helpers';
import { CreatorDocument, CreatorsDocument } from '../../src/graphql/generated/graphql';
import { makeImage, makeVideo } from '../support/media';
import { creatorsServer } from './creators-helpers';

const { api, session, upload, discover, handlesOf } = creatorsServer();
let token: string;
beforeAll(() => {
  token = session.token;
});

describe('Creators (discovery)', () => {
  it('lists every creator by name, with totals and pages counted in the database', async () => {
    const all = await discover({});
    expect(all.total).toBe(6);
    expect(all.items.map((creator) => creator.name)).toEqual([
      'Aaliyah Brooks',
      'Kenji Tanaka',
      'Leilani Kealoha',
      'Maya López',
      'Omar Haddad',
      'Robin Novak',
    ]);
    const second = await discover({ page: 2, page_size: 4 });
    expect(second).toMatchObject({ total: 6, page: 2, page_size: 4 });
    expect(second.items.map((creator) => creator.handle)).toEqual(['omar.money', 'robin.makes']);
    expect((await discover({ page: 3, page_size: 4 })).items).toEqual([]);
  });

  it('finds creators by the start of words of their name, handle or bio, accents aside', async () => {
    expect(await handlesOf({ search: 'lopez' })).toEqual(['maya.glow']);
    expect(await handlesOf({ search: 'LÓP' })).toEqual(['maya.glow']);
    expect(await handlesOf({ search: '@kenji_games' })).toEqual(['kenji_games']);
    expect(await handlesOf({ search: 'games' })).toEqual(['kenji_games']);
    expect(await handlesOf({ search: 'cooks' })).toEqual(['aaliyah.cooks']);
    expect(await handlesOf({ search: 'bak dinn' })).toEqual(['aaliyah.cooks']);
    expect(await handlesOf({ search: 'mornings' })).toEqual(['leilani.surf', 'maya.glow']);
    expect(await handlesOf({ search: 'nobody-like-this' })).toEqual([]);
    expect(await handlesOf({ search: "' OR 1=1 --" })).toEqual([]);
    expect((await discover({ search: '%_\\' })).total).toBe(6);
  });

  it('narrows by tier, category, gender, age range, ethnicity, country and language together', async () => {
    expect(await handlesOf({ tiers: ['pro'] })).toEqual(['aaliyah.cooks', 'maya.glow']);
    expect(await handlesOf({ categories: ['home', 'games'] })).toEqual([
      'aaliyah.cooks',
      'kenji_games',
      'robin.makes',
    ]);
    expect(await handlesOf({ genders: ['non_binary', 'male'] })).toEqual([
      'kenji_games',
      'omar.money',
      'robin.makes',
    ]);
    expect(await handlesOf({ age_ranges: ['18_24', '55_plus'] })).toEqual([
      'leilani.surf',
      'omar.money',
      'robin.makes',
    ]);
    expect(await handlesOf({ ethnicities: ['hawaiian', 'asian'] })).toEqual(['kenji_games', 'leilani.surf']);
    expect(await handlesOf({ country: 'MX' })).toEqual(['maya.glow']);
    expect(await handlesOf({ language: 'en' })).toHaveLength(6);
    expect(await handlesOf({ language: 'ja' })).toEqual(['kenji_games']);
    expect(
      await handlesOf({ categories: ['health'], age_ranges: ['25_34'], language: 'es', tiers: [] }),
    ).toEqual(['maya.glow']);
  });

  it('refuses filter values it does not know with BAD_USER_INPUT on each filter', async () => {
    const answer = await call(
      api.server,
      CreatorsDocument,
      { tiers: ['gold'], genders: ['male', 'male'], age_ranges: ['12_17'], country: 'Mars', page_size: 1000 },
      token,
    );
    const { code, extensions } = errorOf(answer);
    expect(code).toBe('BAD_USER_INPUT');
    expect(extensions.fields).toEqual({
      tiers: { code: 'oneOf' },
      genders: { code: 'duplicate' },
      age_ranges: { code: 'oneOf' },
      country: { code: 'oneOf' },
      page_size: { code: 'max', params: { max: 60 } },
    });
  });

  it('is open to every ready company, closed to visitors', async () => {
    const other = await readyCompany(api.server, uniqueEmail('other-brand'));
    expect((await call(api.server, CreatorsDocument, {}, other)).data?.Creators.total).toBe(6);
    const anonymous = await call(api.server, CreatorsDocument, {});
    expect(anonymous.status).toBe(401);
  });
});

describe('portfolios', () => {
  it('takes images and videos checked by their bytes, and serves them with their thumbnails', async () => {
    const picture = await upload('maya.glow', await makeImage('jpeg', 900, 1200));
    expect(picture.status).toBe(201);
    const video = await upload('@Maya.Glow', await makeVideo('mp4', { width: 180, height: 320, seconds: 2 }));
    expect(video.status).toBe(201);
    const refused = await upload('maya.glow', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(refused).toEqual({
      status: 400,
      body: { error: 'Some fields are not valid', fields: { file: { code: 'contentType' } } },
    });
    expect((await upload('nobody.here', await makeImage('png', 10, 10))).status).toBe(404);

    const [maya] = (await discover({ search: 'maya' })).items;
    expect(maya!.portfolio).toMatchObject([
      { kind: 'image', content_type: 'image/jpeg', width: 900, height: 1200, duration_ms: null },
      { kind: 'video', content_type: 'video/mp4', width: 180, height: 320 },
    ]);
    const [image, clip] = maya!.portfolio;
    expect(clip!.duration_ms).toBeGreaterThan(1500);

    const served = await fetch(`${api.server.url}${image!.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    const thumbnail = await fetch(`${api.server.url}${clip!.thumbnail_url}`);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');

    const whole = await fetch(`${api.server.url}${clip!.url}`);
    expect(whole.headers.get('content-disposition')).toMatch(/^inline;/);
    const bytes = Buffer.from(await whole.arrayBuffer());
    const part = await fetch(`${api.server.url}${clip!.url}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const past = await fetch(`${api.server.url}${clip!.url}`, {
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(past.status).toBe(416);
  });

  it('answers one creator by id, and nothing for an id of nobody', async () => {
    const [kenji] = (await discover({ search: 'kenji' })).items;
    const one = await call(api.server, CreatorDocument, { id: kenji!.id }, token);
    expect(one.data?.Creator).toMatchObject({
      handle: 'kenji_games',
      languages: ['ja', 'en'],
      portfolio: [],
    });
    const none = await call(
      api.server,
      CreatorDocument,
      { id: '00000000-0000-4000-8000-000000000000' },
      token,
    );
    expect(none.data?.Creator).toBeNull();
  });
});
