/**
 * Campaign drafts over HTTP (issue 13): one open draft per company, replaced as the user goes, saved over the
 * revision a save was based on (an older one refused with DRAFT_STALE), discarded, and only JSON objects kept.
 */
import { describe, expect, it } from 'vitest';
import { call, errorOf } from './account-helpers';
import { campaignsServer } from './campaigns-helpers';
import {
  CampaignDraftDiscardDocument,
  CampaignDraftDocument,
  CampaignDraftSaveDocument,
} from '../../src/graphql/generated/graphql';

const { api, company } = campaignsServer();

describe('drafts', () => {
  it('keeps one open draft per company, replaced as the user goes, and discards it', async () => {
    const owner = await company(1);
    expect((await call(api.server, CampaignDraftDocument, {}, owner.token)).data?.CampaignDraft).toBeNull();
    await call(
      api.server,
      CampaignDraftSaveDocument,
      { data: JSON.stringify({ kind: 'ugc_image' }), revision: 0 },
      owner.token,
    );
    const saved = await call(
      api.server,
      CampaignDraftSaveDocument,
      { data: JSON.stringify({ kind: 'ugc_video', name: 'Spring' }), revision: 1 },
      owner.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.CampaignDraftSave.revision).toBe(2);
    const draft = await call(api.server, CampaignDraftDocument, {}, owner.token);
    expect(JSON.parse(draft.data!.CampaignDraft!.data)).toEqual({ kind: 'ugc_video', name: 'Spring' });
    await call(api.server, CampaignDraftDiscardDocument, {}, owner.token);
    expect((await call(api.server, CampaignDraftDocument, {}, owner.token)).data?.CampaignDraft).toBeNull();
  });

  it('saves over the revision a save was based on, and refuses an older one with DRAFT_STALE', async () => {
    const owner = await company(1);
    const save = (draft: object, revision: number) =>
      call(api.server, CampaignDraftSaveDocument, { data: JSON.stringify(draft), revision }, owner.token);
    expect((await save({ kind: 'ugc_image' }, 0)).data!.CampaignDraftSave.revision).toBe(1);
    expect((await save({ kind: 'ugc_image', name: 'Spring' }, 1)).data!.CampaignDraftSave.revision).toBe(2);
    // Two saves based on revision 2 (two windows, or a late one): the first lands, the second is refused.
    expect((await save({ kind: 'ugc_video', name: 'Summer' }, 2)).errors).toBeUndefined();
    expect(errorOf(await save({ kind: 'ugc_image', name: 'Late' }, 2)).code).toBe('DRAFT_STALE');
    expect(errorOf(await save({ kind: 'ugc_image', name: 'Late' }, 0)).code).toBe('DRAFT_STALE');
    const draft = await call(api.server, CampaignDraftDocument, {}, owner.token);
    expect(draft.data!.CampaignDraft).toMatchObject({ revision: 3 });
    expect(JSON.parse(draft.data!.CampaignDraft!.data)).toEqual({ kind: 'ugc_video', name: 'Summer' });
    // Discarded (as submitted): a save based on what it was is refused and brings nothing back.
    await call(api.server, CampaignDraftDiscardDocument, {}, owner.token);
    expect(errorOf(await save({ kind: 'ugc_video', name: 'Summer' }, 3)).code).toBe('DRAFT_STALE');
    expect((await call(api.server, CampaignDraftDocument, {}, owner.token)).data?.CampaignDraft).toBeNull();
    // A new draft starts from nothing.
    expect((await save({ kind: 'ugc_image' }, 0)).data!.CampaignDraftSave.revision).toBe(5);
  });

  it('refuses a draft that is not a JSON object', async () => {
    const owner = await company(0);
    for (const data of ['[1]', 'nope', '"text"', 'x'.repeat(40_000)]) {
      const answer = await call(api.server, CampaignDraftSaveDocument, { data, revision: 0 }, owner.token);
      expect(errorOf(answer).code).toBe('BAD_USER_INPUT');
    }
  });
});
