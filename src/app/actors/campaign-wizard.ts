/**
 * The campaign wizard's real actors (src/machines/campaign-wizard.ts): its draft and options in one call, the
 * draft saved (one save at a time over the revision it was based on, draft-saves.ts) and discarded, and the
 * submission, once the saves are done, with an idempotency key made here for each attempt.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../graphql/api';
import {
  CampaignDraftDiscardDocument,
  CampaignDraftSaveDocument,
  CampaignSubmitDocument,
  CampaignWizardOptionsDocument,
  CreatorFitCountDocument,
} from '../../graphql/generated/graphql';
import { creatorFitMachine } from '../../machines/creator-fit';
import type { Targeting } from '../../domain/targeting';
import { campaignWizardMachine } from '../../machines/campaign-wizard';
import type { SubmitRequest, WizardLoaded } from '../../machines/campaign-wizard-context';
import type { CampaignDraft } from '../../domain/campaign';
import { ApiError } from '../../domain/api-error';
import { draftSaves } from './draft-saves';

function parseDraft(data: string | undefined): CampaignDraft | null {
  if (!data) return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' ? (parsed as CampaignDraft) : null;
  } catch {
    return null;
  }
}

export function provideCampaignWizard(api: Api) {
  const saves = draftSaves(
    async (draft, revision) =>
      (await api.mutate(CampaignDraftSaveDocument, { data: JSON.stringify(draft), revision }))
        .CampaignDraftSave.revision,
  );
  return campaignWizardMachine.provide({
    actors: {
      load: fromPromise<WizardLoaded>(async () => {
        const data = await api.query(CampaignWizardOptionsDocument, {}, { requestPolicy: 'network-only' });
        saves.basedOn(data.CampaignDraft?.revision ?? 0);
        return {
          draft: parseDraft(data.CampaignDraft?.data),
          options: {
            balance: data.CompanyData.wallet.balance,
            brands: data.Brands,
            cards: data.Cards,
            products: data.Products.items.map((product) => ({
              id: product.id,
              name: product.name,
              price: product.price,
              brand_id: product.brand.id,
            })),
          },
        };
      }),
      saveDraft: fromPromise<void, CampaignDraft>(({ input }) => saves.save(input)),
      discardDraft: fromPromise(async () => {
        await saves.settled();
        await api.mutate(CampaignDraftDiscardDocument, {});
        saves.basedOn(0);
      }),
      submit: fromPromise<{ id: string; name: string }, SubmitRequest>(async ({ input }) => {
        // A save still on its way lands before the submission empties the draft, never after it.
        await saves.settled();
        if (!input.campaign.ok)
          throw new ApiError('input', 'The campaign is not complete', { fields: input.campaign.fields });
        const answer = await api.mutate(CampaignSubmitDocument, {
          campaign: input.campaign.value,
          payment_method: input.payment_method,
          card_id: input.card_id,
          expected_total: input.expected_total,
          idempotency_key: input.idempotency_key,
        });
        saves.basedOn(0);
        return { id: answer.CampaignSubmit.id, name: answer.CampaignSubmit.name };
      }),
      creatorFit: creatorFitMachine.provide({
        actors: {
          count: fromPromise<number, Targeting>(async ({ input }) => {
            const data = await api.query(CreatorFitCountDocument, input, { requestPolicy: 'network-only' });
            return data.CreatorFitCount;
          }),
        },
      }),
    },
  });
}
