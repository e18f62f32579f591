/** The fields of the brand's feedback on a deal's content: read from the history's content.decline events. */
import type { DealFeedbackResolvers } from '../generated';

export const dealFeedbackFields: DealFeedbackResolvers = {
  revision: (entry) => Number(entry.detail.revision ?? 0),
  feedback: (entry) => String(entry.detail.feedback ?? ''),
  content_id: (entry) => (typeof entry.detail.content_id === 'string' ? entry.detail.content_id : null),
  missing_must_haves: (entry) =>
    Array.isArray(entry.detail.missing_must_haves)
      ? entry.detail.missing_must_haves.filter((tag): tag is string => typeof tag === 'string')
      : [],
  at: (entry) => entry.at.toISOString(),
};
