/**
 * Creators: staff add them (fields by the shared rules, handles unique), give them portfolios of real images and
 * videos, and any ready company discovers them with a search and filters paged in the database, their files
 * served through /files. The demo creators are seeded once however often and however many times at once, and
 * not at all in tests unless a test asks.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import { call, errorOf, readyCompany, uniqueEmail } from './account-helpers';
import {
  CreatorDocument,
  CreatorsDocument,
  type CreatorsQueryVariables,
} from '../../src/graphql/generated/graphql';
import { runStaffCli } from '../../server/cli/staff-cli';
import { seedDemoCreators } from '../../server/services/demo/seed';
import { demoCreators } from '../../server/services/demo/people';
import { eq } from 'drizzle-orm';
import { creators } from '../../server/db/schema';
import { makeImage, makeVideo } from '../support/media';

const api = serverForTests();
let token: string;

type NewCreator = {
  name: string;
  handle: string;
  tier?: string;
  categories?: string[];
  country?: string;
  languages?: string[];
  gender?: string;
  age?: number;
  ethnicity?: string;
  bio?: string;
  street?: string;
  street2?: string;
  city?: string;
  region?: string;
  postal_code?: string;
};

async function addCreator(creator: NewCreator) {
  return api.server.staff('creator-add', {
    tier: 'basic',
    categories: ['beauty'],
    country: 'US',
    languages: ['en'],
    gender: 'female',
    age: 30,
    ethnicity: 'white',
    bio: 'Short videos about everyday things.',
    street: '12 Maple Street',
    city: 'Austin',
    region: 'TX',
    postal_code: '78701',
    ...creator,
  });
}

async function upload(handle: string, file: Buffer) {
  const response = await fetch(`${api.server.url}/staff/creator-portfolio?handle=${handle}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-staff-key': api.server.app.staffKey },
    body: new Uint8Array(file),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function discover(variables: CreatorsQueryVariables) {
  const answer = await call(api.server, CreatorsDocument, { page_size: 60, ...variables }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.Creators;
}

const handlesOf = async (variables: CreatorsQueryVariables) =>
  (await discover(variables)).items.map((creator) => creator.handle);

beforeAll(async () => {
  token = await readyCompany(api.server, uniqueEmail('discovery'));
  const creators: NewCreator[] = [
    {
      name: 'Maya López',
      handle: 'maya.glow',
      tier: 'pro',
      categories: ['beauty', 'health'],
      country: 'MX',
      languages: ['es', 'en'],
      age: 27,
      ethnicity: 'hispanic',
      bio: 'Skincare routines for busy mornings.',
    },
    {
      name: 'Kenji Tanaka',
      handle: 'kenji_games',
      categories: ['games'],
      country: 'JP',
      languages: ['ja', 'en'],
      gender: 'male',
      age: 34,
      ethnicity: 'asian',
      bio: 'Cozy games and the snacks that go with them.',
    },
    {
      name: 'Aaliyah Brooks',
      handle: 'aaliyah.cooks',
      tier: 'pro',
      categories: ['food', 'home'],
      gender: 'female',
      age: 41,
      ethnicity: 'african_american',
      bio: 'Fifteen-minute dinners and weekend bakes.',
    },
    {
      name: 'Robin Novak',
      handle: 'robin.makes',
      categories: ['home', 'other'],
      country: 'GB',
      gender: 'non_binary',
      age: 58,
      bio: 'Small-space makeovers on a budget.',
    },
    {
      name: 'Omar Haddad',
      handle: 'omar.money',
      categories: ['financial', 'business'],
      country: 'AE',
      languages: ['ar', 'en'],
      gender: 'male',
      age: 22,
      ethnicity: 'middle_eastern',
      bio: 'Money tips that fit in a minute.',
    },
    {
      name: 'Leilani Kealoha',
      handle: 'leilani.surf',
      categories: ['apparel', 'health'],
      gender: 'female',
      age: 19,
      ethnicity: 'hawaiian',
      bio: 'Surf mornings and beachwear try-ons.',
    },
  ];
  for (const creator of creators) {
    const added = await addCreator(creator);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
});

describe('staff creator-add', () => {
  it('refuses fields outside the shared rules, each with its code', async () => {
    const answer = await addCreator({ name: 'X', handle: 'bad handle!', age: 12, categories: ['cars'] });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      name: { code: 'length', params: { min: 2, max: 60 } },
      handle: { code: 'handle' },
      age: { code: 'min', params: { min: 18 } },
      categories: { code: 'oneOf' },
    });
  });

  it('refuses a handle another creator has, whatever the letter case or @', async () => {
    const answer = await addCreator({ name: 'Maya Again', handle: '@MAYA.GLOW' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ handle: { code: 'handleTaken' } });
  });
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

describe('staff command line', () => {
  const env = () => ({ API_URL: api.server.url, STAFF_KEY: api.server.app.staffKey });
  async function cli(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffCli(argv, env(), {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('adds a creator from key=value words, lists and uploads to their portfolio', async () => {
    const added = await cli([
      'creator',
      'add',
      'name=Sofía Vargas',
      'handle=@sofia.styles',
      'tier=pro',
      'categories=apparel,beauty',
      'country=ES',
      'languages=es,en',
      'gender=female',
      'age=29',
      'ethnicity=hispanic',
      'bio=Outfit ideas for real life, styled three ways.',
      'street=Calle Mayor 12',
      'street2=Piso 3',
      'city=Madrid',
      'region=Madrid',
      'postal_code=28013',
    ]);
    expect(added.err).toBe('');
    expect(added.out).toMatch(/^Creator added: Sofía Vargas \(@sofia\.styles\), id [0-9a-f-]{36}$/);

    const dir = path.join(api.server.dataDir, 'uploads');
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'look one.webp'), await makeImage('webp', 400, 500));
    await writeFile(path.join(dir, 'clip.webm'), await makeVideo('webm'));
    const uploaded = await cli([
      'creator',
      'portfolio',
      'sofia.styles',
      path.join(dir, 'look one.webp'),
      path.join(dir, 'clip.webm'),
    ]);
    expect(uploaded.err).toBe('');
    expect(uploaded.out.split('\n')).toEqual([
      expect.stringMatching(/^Added image 400×500: \/files\/\S+\.webp$/),
      expect.stringMatching(/^Added video 160×284: \/files\/\S+\.webm$/),
    ]);

    const listed = await cli(['creators', 'search=sofia', 'tiers=pro']);
    expect(listed.out.split('\n')).toEqual([
      '1 creator',
      expect.stringMatching(/^@sofia\.styles +Sofía Vargas +pro +ES +29 +apparel,beauty +es,en +2 items$/),
    ]);
  });

  it('says what is wrong with a creator, and with an option it does not take', async () => {
    const wrong = await cli(['creator', 'add', 'name=Al', 'handle=al', 'age=young']);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toMatch(/^creator add failed \(400\): Some fields are not valid\nhandle: .*"length"/);
    const unknown = await cli(['creators', 'colour=blue']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/^creators takes search, tiers, .*; not "colour"/);
  });
});

describe('demo creators', () => {
  it('are not seeded in tests unless a test asks', () => {
    expect(api.server.app.demoSeeding).toBeNull();
  });

  it('are seeded once, even by several seedings at once, with real files and an address; missing files are made again', async () => {
    const services = api.server.app.services;
    const [first, second] = await Promise.all([
      seedDemoCreators(services, { count: 3 }),
      seedDemoCreators(services, { count: 3 }),
    ]);
    expect(first.made + second.made + first.refused + second.refused).toBeGreaterThanOrEqual(3);
    const demo = demoCreators().slice(0, 3);
    const found = await discover({ search: demo[0]!.name });
    const seeded = found.items.find((creator) => creator.handle === demo[0]!.handle)!;
    expect(seeded.portfolio).toHaveLength(demo[0]!.items.length);
    for (const item of seeded.portfolio) {
      const response = await fetch(`${api.server.url}${item.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(item.content_type);
    }
    const [row] = await services.db.select().from(creators).where(eq(creators.id, demo[0]!.id));
    expect(row!.address).toEqual(demo[0]!.address);
    const total = (await discover({})).total;
    expect(await seedDemoCreators(services, { count: 3 })).toMatchObject({ made: 0, skipped: 3, media: 0 });
    expect((await discover({})).total).toBe(total);

    // The first picture of the first creator goes missing: it is made again, under the same name.
    const files = services.config.filesDir;
    const key = demo[0]!.items[0]!.media;
    const lost = (await readdir(files)).filter(
      (name) => name.startsWith(`demo-${key}.`) || name.startsWith(`demo-${key}-thumb.`),
    );
    expect(lost).toHaveLength(2);
    for (const name of lost) await rm(path.join(files, name));
    const sharing = demo.filter((creator) => creator.items.some((item) => item.media === key)).length;
    expect(await seedDemoCreators(services, { count: 3 })).toMatchObject({
      made: sharing,
      skipped: 3 - sharing,
      media: 1,
    });
    expect((await readdir(files)).filter((name) => lost.includes(name)).sort()).toEqual(lost.sort());
    expect((await discover({})).total).toBe(total);
  }, 120_000);
});

describe("a creator's shipping address", () => {
  it('needs a shipping address of the rules of its country, and keeps it', async () => {
    const none = await addCreator({ name: 'Nadia Haddad', handle: 'nadia.home', street: '', city: '' });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({
      street: { code: 'required' },
      city: { code: 'required' },
    });
    const zip = await addCreator({ name: 'Nadia Haddad', handle: 'nadia.home', postal_code: 'W1' });
    expect(zip.body.fields).toEqual({ postal_code: { code: 'zipCode' } });
    const added = await addCreator({
      name: 'Nadia Haddad',
      handle: 'nadia.home',
      country: 'GB',
      street: '4 Hill Street',
      street2: 'Flat 2',
      city: 'London',
      region: 'Greater London',
      postal_code: 'w1j 5nb',
    });
    expect(added.status).toBe(201);
    const id = (added.body.creator as { id: string }).id;
    const [row] = await api.server.app.services.db.select().from(creators).where(eq(creators.id, id));
    expect(row!.address).toEqual({
      name: 'Nadia Haddad',
      line1: '4 Hill Street',
      line2: 'Flat 2',
      city: 'London',
      region: 'Greater London',
      postal_code: 'W1J 5NB',
      country: 'GB',
    });
  });
});
