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

/** What a brand has accepted: what a zip of its content holds unless it asks for a status. */
export const ACCEPTED_CONTENT_STATUSES: readonly ContentStatus[] = ['bought', 'accepted'];

export const CONTENT_STATUS_LABELS = {
  created: 'created',
  pending_approval: 'underReview',
  bought: 'accepted',
  denied: 'declined',
  accepted: 'published',
} as const satisfies Record<ContentStatus, string>;

export const CONTENT_KINDS = ['image', 'video'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Text as a part of a file name: what a file system refuses (controls, slashes, : * ? " < > |) becomes a space. */
export const fileNamePart = (text: string): string =>
  [...text]
    .map((char) =>
      char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 || '/\\:*?"<>|'.includes(char) ? ' ' : char,
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);

/**
 * The name a downloaded file gets: the campaign, the creator and the day it was delivered, so that a folder of
 * downloads sorts and reads by itself ("Spring launch - Maya Lopez - 2026-11-20.mp4"). The revision is added from
 * the second one on.
 */
export function contentFileName(item: {
  campaign: string;
  creator: string;
  deliveredAt: Date;
  revision: number;
  extension: string;
}): string {
  const day = item.deliveredAt.toISOString().slice(0, 10);
  const revision = item.revision > 0 ? ` (${item.revision + 1})` : '';
  return `${fileNamePart(item.campaign)} - ${fileNamePart(item.creator)} - ${day}${revision}.${item.extension}`;
}

/**
 * The campaign's must-haves the brand did not tick on the upload it reviewed, in the campaign's order: what the
 * content lacks, sent to the creator with the feedback.
 */
export const missingMustHaves = (mustHaves: readonly string[], ticked: readonly string[]): string[] =>
  mustHaves.filter((tag) => !ticked.includes(tag));

/** The review checklist with `tag` ticked or not, in the campaign's order, a tag never twice. */
export const mustHavesTicked = (
  mustHaves: readonly string[],
  ticked: readonly string[],
  tag: string,
  on: boolean,
): string[] => mustHaves.filter((each) => (each === tag ? on : ticked.includes(each)));
