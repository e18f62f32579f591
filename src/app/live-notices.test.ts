import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { publishNotice, reloadOnLive, subjectOf } from './live-notices';

describe('live notices for the pages', () => {
  it('names what a notice is about: its subject, a deal by its kind or id, nothing for a silent one', () => {
    expect(subjectOf({ message: 'Approved', subject: 'campaign' })).toBe('campaign');
    expect(subjectOf({ message: 'Wire in', subject: 'wallet' })).toBe('wallet');
    expect(subjectOf({ message: 'News', kind: 'deal' })).toBe('deal');
    expect(subjectOf({ message: 'News', deal_id: 'd1' })).toBe('deal');
    expect(subjectOf({ message: '', subject: 'campaign', silent: true })).toBeNull();
    expect(subjectOf({ message: 'Hello' })).toBeNull();
  });

  it('reloads a page for the notices about its subjects only, until it is gone', () => {
    const reloads: string[] = [];
    const page = createMachine({
      invoke: { src: reloadOnLive(['wallet', 'billing']) },
      on: { 'resource.reload': { actions: () => reloads.push('reload') } },
    });
    const actor = createActor(page).start();
    publishNotice({ message: 'Approved', subject: 'campaign' });
    publishNotice({ message: 'Wire in', subject: 'wallet' });
    publishNotice({ message: '', subject: 'wallet', silent: true });
    expect(reloads).toEqual(['reload']);
    actor.stop();
    publishNotice({ message: 'Wire in', subject: 'wallet' });
    expect(reloads).toEqual(['reload']);
  });
});
