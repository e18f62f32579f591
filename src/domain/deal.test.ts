import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../tests/support/i18n';
import {
  DEAL_EVENT_LABELS,
  DEAL_REFUSALS,
  DEAL_ROLES,
  DEAL_STATUS_LABELS,
  DEAL_STATUSES,
  DELIVERY_STATUSES,
  TIMELINE_STEP_OF,
  TIMELINE_STEPS,
} from './deal';

const lookup = (messages: Record<string, unknown>, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe('deal texts', () => {
  it.each(['en', 'es'])(
    'has a %s text for every status, delivery, timeline step, turn, event, due time and refusal',
    (language) => {
      const deals = messagesOf(language, 'deals');
      const keys = [
        ...Object.values(DEAL_STATUS_LABELS).map((key) => `status.${key}`),
        ...DELIVERY_STATUSES.map((key) => `delivery.${key}`),
        ...TIMELINE_STEPS.map((key) => `timeline.${key}`),
        ...DEAL_ROLES.map((key) => `turn.${key}`),
        ...Object.values(DEAL_EVENT_LABELS).map((key) => `event.${key}`),
        ...['cancel', 'accept', 'publish'].map((key) => `due.${key}`),
      ];
      expect(keys.filter((key) => typeof lookup(deals, key) !== 'string')).toEqual([]);
      const errors = messagesOf(language, 'errors');
      expect(DEAL_REFUSALS.filter((code) => typeof lookup(errors, `codes.${code}`) !== 'string')).toEqual([]);
    },
  );

  it('labels the statuses as SPEC.md §4 does, two of them "Content uploaded"', () => {
    const en = messagesOf('en', 'deals');
    const label = (status: (typeof DEAL_STATUSES)[number]) =>
      lookup(en, `status.${DEAL_STATUS_LABELS[status]}`);
    expect(DEAL_STATUSES.map(label)).toEqual([
      'Awaiting creator',
      'Deal started',
      'Product purchased',
      'Content creation',
      'Content uploaded',
      'Content uploaded',
      'Get paid',
      'Waiting',
      'Completed',
      'Finished',
      'Canceled',
    ]);
  });
});

describe('the timeline', () => {
  it('has each of its steps reached by one status, in order', () => {
    const reached = DEAL_STATUSES.flatMap((status) => TIMELINE_STEP_OF[status] ?? []);
    expect(reached).toEqual([...TIMELINE_STEPS]);
  });
});
