/**
 * The campaign wizard's real actors (src/machines/campaign-wizard.ts): its draft and options in one call, the
 * draft saved and discarded, and the submission, with an idempotency key made here for each attempt.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../graphql/api';
import {
  CampaignDraftDiscardDocument,
  CampaignDraftSaveDocument,
  CampaignSubmitDocument,
  CampaignWizardOptionsDocument,
} from '../../graphql/generated/graphql';
import { campaignWizardMachine, type SubmitRequest, type WizardLoaded } from '../../machines/campaign-wizard';
import type { CampaignDraft } from '../../domain/campaign';

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
  return campaignWizardMachine.provide({
    actors: {
      load: fromPromise<WizardLoaded>(async () => {
        const data = await api.query(CampaignWizardOptionsDocument, {}, { requestPolicy: 'network-only' });
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
      saveDraft: fromPromise<void, CampaignDraft>(async ({ input }) => {
        await api.mutate(CampaignDraftSaveDocument, { data: JSON.stringify(input) });
      }),
      discardDraft: fromPromise(async () => {
        await api.mutate(CampaignDraftDiscardDocument, {});
      }),
      submit: fromPromise<{ id: string; name: string }, SubmitRequest>(async ({ input }) => {
        const answer = await api.mutate(CampaignSubmitDocument, {
          campaign: JSON.stringify(input.campaign),
          payment_method: input.payment_method,
          card_id: input.card_id,
          expected_total: input.expected_total,
          idempotency_key: crypto.randomUUID(),
        });
        return { id: answer.CampaignSubmit.id, name: answer.CampaignSubmit.name };
      }),
    },
  });
}
