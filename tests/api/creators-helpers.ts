/**
 * Shared steps of the creator API tests (tests/api/creators-*.test.ts): creators added by staff, portfolio
 * uploads, and the discovery query as a ready company asks it.
 */
import { beforeAll, expect } from 'vitest';
import { serverForTests } from '../support/server';
import { call, readyCompany, uniqueEmail } from './account-helpers';
import { CreatorsDocument, type CreatorsQueryVariables } from '../../src/graphql/generated/graphql';

export type NewCreator = {
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

/**
 * The real server for one creator test file, with a ready company and six creators added by staff before its
 * tests, and the steps that call it. Call it at the top of the file; `session.token` is the company's once its tests
 * run.
 */
export function creatorsServer() {
  const api = serverForTests();
  const session = { token: '' };

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
    const answer = await call(api.server, CreatorsDocument, { page_size: 60, ...variables }, session.token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.Creators;
  }

  const handlesOf = async (variables: CreatorsQueryVariables) =>
    (await discover(variables)).items.map((creator) => creator.handle);

  beforeAll(async () => {
    session.token = await readyCompany(api.server, uniqueEmail('discovery'));
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

  return { api, session, addCreator, upload, discover, handlesOf };
}
