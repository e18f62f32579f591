/**
 * What the API says in words, as codes the web app translates: the `code` of a StatusMessage answer and of a
 * live notification, shown as t('messages:' + code, params) in the user's language. The API also sends the
 * English sentence as `message` (SPEC.md §3, §7), for other clients and the logs. Refusals have their own codes
 * (errors:codes.*) and field errors theirs (validation:*). Free text typed by staff (`staff notify`) has no
 * code and is shown as typed.
 */

/** The answers of the mutations that return a StatusMessage. */
export const STATUS_CODES = [
  'account.created',
  'account.profileComplete',
  'account.updated',
  'account.updatedEmailPending',
  'account.deleted',
  'session.loggedOut',
  'verification.codeSent',
  'verification.verified',
  'verification.alreadyVerified',
  'password.resetRequested',
  'password.changed',
  'email.confirmationSent',
  'brand.deleted',
  'product.deleted',
  // Campaigns (issue 13)
  'campaign.draftDiscarded',
  'card.deleted',
] as const;
export type StatusCode = (typeof STATUS_CODES)[number];

/** Live notifications the API sends of its own accord. */
export const NOTIFICATION_CODES = [
  'account.verified',
  'account.updated',
  // Money (issue 12): amounts are whole cents, written for the language as {{cents, money}}.
  'wallet.toppedUp',
  'wallet.wireConfirmed',
  'wallet.wireConfirmedShort',
  // Campaigns (issue 13): each change of a campaign's status, named by the campaign's name.
  'campaign.submitted',
  'campaign.approved',
  'campaign.rejected',
  'campaign.rejectedWithReason',
  'campaign.paused',
  'campaign.resumed',
  'campaign.deactivated',
  'campaign.canceled',
  'campaign.completed',
  // A deal moved (issue 14): sent on the deal's topic with its deal_id, event and status, told by what happened
  // (issue 23, src/domain/notifications.ts); 'deal.changed' for an event without words of its own.
  'deal.changed',
  'deal.hired',
  'deal.creatorAccepted',
  'deal.purchased',
  'deal.shipped',
  'deal.received',
  'deal.contentUploaded',
  'deal.contentReady',
  'deal.contentAccepted',
  'deal.contentDeclined',
  'deal.canceled',
  'deal.canceledToCampaign',
  'deal.expired',
  'deal.expiredToCampaign',
  'deal.autoAccepted',
  'deal.publishScheduled',
  'deal.published',
] as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[number];

/** Values a message's text is filled with, e.g. { name: 'Glow serum' }. */
export type MessageParams = Record<string, string | number>;
