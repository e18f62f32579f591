import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { liveNoticesOf, reloadOnLive, subjectOf } from './live-notices';
import { liveHub } from '../../tests/support/live-hub';

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
    const live = liveHub();
    const page = createMachine({
      invoke: { src: reloadOnLive(live, ['wallet', 'billing']) },
      on: { 'resource.reload': { actions: () => reloads.push('reload') } },
    });
    const actor = createActor(page).start();
    live.publish({ message: 'Approved', subject: 'campaign' });
    live.publish({ message: 'Wire in', subject: 'wallet' });
    live.publish({ message: '', subject: 'wallet', silent: true });
    expect(reloads).toEqual(['reload']);
    actor.stop();
    live.publish({ message: 'Wire in', subject: 'wallet' });
    expect(reloads).toEqual(['reload']);
  });

  it('tells the notification centre of every notice, the silent ones too, until it is gone', () => {
    const heard: string[] = [];
    const live = liveHub();
    const centre = createMachine({
      invoke: { src: liveNoticesOf(live) },
      on: { 'notifications.live': { actions: () => heard.push('live') } },
    });
    const actor = createActor(centre).start();
    live.publish({ message: 'Approved', subject: 'campaign' });
    live.publish({ message: '', silent: true });
    actor.stop();
    live.publish({ message: 'Later' });
    expect(heard).toEqual(['live', 'live']);
  });
});
