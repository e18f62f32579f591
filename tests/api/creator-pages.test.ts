/**
 * Creators discovery read a page at a time (Creators, issue 24): by page number, or each page on from the cursor of
 * the one before (src/domain/paging.ts), by name with the id breaking ties (names alike but for their case
 * included), a search and a filter included.
 */
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import { readPages } from '../support/paging';
import { testCreator } from '../support/deals';
import { call, readyCompany, uniqueEmail } from './account-helpers';
import { CreatorsDocument } from '../../src/graphql/generated/graphql';
import type { CreatorRow } from '../../server/db/schema';

const api = serverForTests();

describe('creators discovery pages', () => {
  it('reads every creator found once in name order, by page number and by cursor, filters included', async () => {
    const token = await readyCompany(api.server, uniqueEmail('creator-pages'));
    // A word only these creators have, so the search keeps them apart from any other test's.
    const word = `pagedzq${Date.now().toString(36).replace(/[0-9]/g, 'x')}`;
    const names = ['Olive', 'ana', 'Ana', 'Bruno', 'bruno', 'Carla', 'Dario', 'Elena', 'Fabio', 'Gia'];
    const made: CreatorRow[] = [];
    for (const [index, name] of names.entries())
      made.push(
        await testCreator(api.server, { name: `${name} ${word}`, tier: index % 2 === 0 ? 'pro' : 'basic' }),
      );
    const inOrder = (list: typeof made) =>
      [...list]
        .sort((a, b) => {
          const left = a.name.toLowerCase();
          const right = b.name.toLowerCase();
          return left < right ? -1 : left > right ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
        })
        .map((creator) => creator.id);
    const listed = (filters: { tiers?: string[] }, by: 'number' | 'cursor') =>
      readPages(
        async (paging) => {
          const answer = await call(
            api.server,
            CreatorsDocument,
            { search: word, ...filters, ...paging },
            token,
          );
          expect(answer.errors).toBeUndefined();
          return answer.data!.Creators;
        },
        3,
        by,
      );
    for (const by of ['cursor', 'number'] as const) {
      expect(await listed({}, by)).toEqual(inOrder(made));
      expect(await listed({ tiers: ['pro'] }, by)).toEqual(inOrder(made.filter((c) => c.tier === 'pro')));
    }
    const bad = await call(api.server, CreatorsDocument, { page: 2, after: 'x'.repeat(700) }, token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
