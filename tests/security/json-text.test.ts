/**
 * Text inside a JSON argument: a NUL escaped as \u0000 passes the argument's own check (the argument holds only
 * the six characters \, u, 0, 0, 0, 0) and becomes a NUL once parsed, which the database refuses. A draft that
 * holds one, in a value or in a key, at any depth, is refused as BAD_USER_INPUT on `data` in both languages'
 * words, never a 500, and the draft saved before stays as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import { call, errorOf, readyCompany, uniqueEmail } from '../api/account-helpers';
import { CampaignDraftDocument, CampaignDraftSaveDocument } from '../../src/graphql/generated/graphql';
import english from '../../locales/en/validation.json';
import spanish from '../../locales/es/validation.json';

const api = serverForTests();
let token: string;

beforeAll(async () => {
  token = await readyCompany(api.server, uniqueEmail('draft-nul'));
});

const HOSTILE_DRAFTS = [
  '{"name":"Spring\\u0000launch"}',
  '{"name\\u0000":"Spring launch"}',
  '{"products":[{"product_id":"a","notes":["ok","\\u0000"]}]}',
  '{"content_brief":"Line one\\u001bLine two"}',
];

describe('a draft with a control character inside its JSON', () => {
  it('is refused on data, coded and translated, and the saved draft is kept', async () => {
    const saved = await call(
      api.server,
      CampaignDraftSaveDocument,
      { data: '{"name":"Spring launch","content_brief":"Two lines\\nof brief\\tand a tab"}', revision: 0 },
      token,
    );
    expect(saved.errors).toBeUndefined();
    for (const data of HOSTILE_DRAFTS) {
      const answer = await call(api.server, CampaignDraftSaveDocument, { data, revision: 1 }, token);
      const error = errorOf(answer);
      expect(error.extensions.code, data).toBe('BAD_USER_INPUT');
      expect(error.extensions.fields).toEqual({ data: { code: 'characters' } });
    }
    expect(english.characters).toBeTruthy();
    expect(spanish.characters).toBeTruthy();
    const draft = await call(api.server, CampaignDraftDocument, {}, token);
    expect(JSON.parse(draft.data!.CampaignDraft!.data)).toEqual({
      name: 'Spring launch',
      content_brief: 'Two lines\nof brief\tand a tab',
    });
  });
});
