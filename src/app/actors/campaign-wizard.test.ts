import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { fakeApi } from '../../../tests/support/fake-api';
import { provideCampaignWizard } from './campaign-wizard';

/** Answers the test settles when it chooses, in the order the calls were made. */
function answers() {
  const waiting: Array<(value: unknown) => void> = [];
  return {
    next: () => new Promise((resolve) => waiting.push(resolve)),
    settle: (value: unknown) => waiting.shift()!(value),
    get length() {
      return waiting.length;
    },
  };
}

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));
const flush = async () => {
  for (let turn = 0; turn < 10; turn += 1) await tick();
};

describe("the wizard's draft saves", () => {
  it('saves one at a time over the revision answered, the newest waiting draft only, and submits after them', async () => {
    const saves = answers();
    const submits = answers();
    const api = fakeApi({
      CampaignWizardOptions: () => ({
        CompanyData: { id: 'c1', wallet: { balance: 0 } },
        Brands: [],
        Cards: [],
        Products: { items: [] },
        CampaignDraft: { data: '{"name":"Spring"}', revision: 4, updated_at: '' },
      }),
      CampaignDraftSave: () => saves.next(),
      CampaignSubmit: () => submits.next(),
    });
    const { implementations } = provideCampaignWizard(api) as unknown as {
      implementations: { actors: Record<string, AnyActorLogic> };
    };
    const run = (name: string, input?: unknown) =>
      toPromise(createActor(implementations.actors[name]!, { input }).start());
    await run('load');

    const first = run('saveDraft', { name: 'Spring', step: 'settings' });
    const second = run('saveDraft', { name: 'Spring', step: 'parameters' });
    const third = run('saveDraft', { name: 'Spring', step: 'summary' });
    const submitted = run('submit', {
      campaign: { ok: true, value: {} },
      payment_method: 'wallet',
      card_id: null,
      expected_total: 0,
    });
    await flush();
    const sent = () => api.calls.filter((call) => call.operation !== 'CampaignWizardOptions');
    // One save in flight, based on the loaded draft's revision; the submission waits.
    expect(sent().map((call) => call.operation)).toEqual(['CampaignDraftSave']);
    expect(sent()[0]!.variables.revision).toBe(4);
    saves.settle({ CampaignDraftSave: { data: '', revision: 5, updated_at: '' } });
    await flush();
    // The second draft was replaced by the third while the first was on its way.
    expect(sent().map((call) => call.operation)).toEqual(['CampaignDraftSave', 'CampaignDraftSave']);
    expect(JSON.parse(String(sent()[1]!.variables.data))).toMatchObject({ step: 'summary' });
    expect(sent()[1]!.variables.revision).toBe(5);
    saves.settle({ CampaignDraftSave: { data: '', revision: 6, updated_at: '' } });
    await Promise.all([first, second, third]);
    await flush();
    // Only now, with no save left to land after it, the submission goes.
    expect(sent().map((call) => call.operation)).toEqual([
      'CampaignDraftSave',
      'CampaignDraftSave',
      'CampaignSubmit',
    ]);
    submits.settle({ CampaignSubmit: { id: 'k1', name: 'Spring' } });
    await expect(submitted).resolves.toEqual({ id: 'k1', name: 'Spring' });
    // A new draft after the submission starts from nothing.
    const next = run('saveDraft', { name: 'Summer' });
    await flush();
    expect(sent().at(-1)!.variables.revision).toBe(0);
    saves.settle({ CampaignDraftSave: { data: '', revision: 8, updated_at: '' } });
    await next;
  });

  it('answers an incomplete campaign with its field errors, as the API would, without a call', async () => {
    const api = fakeApi({ CampaignSubmit: () => ({ CampaignSubmit: { id: 'k1', name: 'Spring' } }) });
    const { implementations } = provideCampaignWizard(api) as unknown as {
      implementations: { actors: Record<string, AnyActorLogic> };
    };
    const submitted = toPromise(
      createActor(implementations.actors.submit!, {
        input: {
          campaign: { ok: false, fields: { name: { code: 'required' } } },
          payment_method: 'wallet',
          card_id: null,
          expected_total: 0,
          idempotency_key: 'k',
        },
      }).start(),
    );
    await expect(submitted).rejects.toMatchObject({ kind: 'input', fields: { name: { code: 'required' } } });
    expect(api.calls).toEqual([]);
  });
});
