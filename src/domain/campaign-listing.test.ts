import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUSES } from './campaign';
import { CAMPAIGN_TABS, LISTED_STATUSES, TAB_STATUSES, openingTab, tabCounts } from './campaign-listing';

describe('campaign listing tabs', () => {
  it('puts every status under exactly one tab', () => {
    for (const status of CAMPAIGN_STATUSES)
      expect(
        CAMPAIGN_TABS.filter((tab) => TAB_STATUSES[tab].includes(status)),
        status,
      ).toHaveLength(1);
    expect([...LISTED_STATUSES].sort()).toEqual([...CAMPAIGN_STATUSES].sort());
  });

  it('counts each tab from the statuses, leaving out what no tab lists', () => {
    const counts = tabCounts(
      new Map([
        ['deactivated', 2],
        ['active', 1],
        ['awaiting_payment', 4],
      ]),
    );
    expect(counts).toEqual([
      { tab: 'active', count: 1 },
      { tab: 'paused', count: 0 },
      { tab: 'completed', count: 0 },
      { tab: 'pending_admin_approval', count: 0 },
      { tab: 'rejected', count: 0 },
      { tab: 'closed', count: 2 },
    ]);
  });

  it('opens on the first tab that has campaigns, Active when none has', () => {
    expect(openingTab(tabCounts(new Map()))).toBe('active');
    expect(
      openingTab(
        tabCounts(
          new Map([
            ['rejected', 1],
            ['deactivated', 3],
          ]),
        ),
      ),
    ).toBe('rejected');
    expect(openingTab(tabCounts(new Map([['deactivated', 3]])))).toBe('closed');
  });
});
