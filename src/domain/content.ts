/**
 * Content (SPEC.md §4): the files a creator delivers on a deal and where each stands. The statuses and their labels
 * (as keys of the `content` namespace, t('content:status.' + key)):
 * - created: uploaded by the creator, waiting for staff's approval;
 * - pending_approval "Under review": approved by staff, waiting for the brand's review;
 * - bought "Accepted": the brand accepted it (or its review time passed) and the creator is paid;
 * - denied "Declined": the brand sent it back with feedback; the creator uploads a new one;
 * - accepted: accepted and published by the creator (the deal is completed).
 */
export const CONTENT_STATUSES = ['created', 'pending_approval', 'bought', 'denied', 'accepted'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_STATUS_LABELS = {
  created: 'created',
  pending_approval: 'underReview',
  bought: 'accepted',
  denied: 'declined',
  accepted: 'published',
} as const satisfies Record<ContentStatus, string>;

export const CONTENT_KINDS = ['image', 'video'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
