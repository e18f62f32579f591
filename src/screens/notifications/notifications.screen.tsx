/**
 * The notification centre's page (/notifications): every notice of the account, the newest first, all or only
 * the unread ones, a page at a time from a keyset cursor; the filter and the cursor are in the address
 * (`?filter=unread&before=…`), so Back returns to the newer page. Mark one or all read; live notices and read
 * marks made in another tab show without a reload. The flow is src/machines/notifications.ts.
 */
import { useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATION_FILTERS,
  isNotificationFilter,
} from '../../domain/notifications';
import { listingSearchString, parseListingQuery } from '../../machines/live-listing';
import type { NoticesQuery } from '../../machines/notifications';
import { Button, EmptyState, IconBell, IconWarning, PageHeader, Skeleton, Tabs } from '../../ui';
import { useFlow, useFlowOptions } from '../shared/app-context';
import { useAddressQuery } from '../shared/deals/use-address-query';
import { NoticeList } from '../shared/notifications/notice-list';
import * as styles from './notifications.css';

const DEFAULTS = { filter: 'all', before: '' };

const queryOf = (search: string): NoticesQuery => {
  const { filter, before } = parseListingQuery(search, DEFAULTS);
  return { filter: isNotificationFilter(filter) ? filter : 'all', before };
};

export function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [input] = useState(() => ({ query: queryOf(search), pageSize: NOTIFICATIONS_PAGE_SIZE }));
  // A query that came from the address (Back, Forward) is already there: it is not written again.
  const shown = useRef(search);
  shown.current = search;
  const actor = useActorRef(
    useFlow('notifications').provide({
      actions: {
        showQuery: (_, query) => {
          const text = listingSearchString(query, DEFAULTS);
          if (text !== shown.current) navigate(text ? `${location}?${text}` : location);
        },
      },
    }),
    { ...useFlowOptions(), input },
  );
  const query = useSelector(actor, (s) => s.context.query);
  const items = useSelector(actor, (s) => s.context.items);
  const unread = useSelector(actor, (s) => s.context.unread);
  const nextCursor = useSelector(actor, (s) => s.context.nextCursor);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  useAddressQuery(DEFAULTS, query, (next) =>
    actor.send({
      type: 'notifications.query',
      query: { filter: isNotificationFilter(next.filter) ? next.filter : 'all', before: String(next.before) },
    }),
  );
  const show = (next: Partial<NoticesQuery>) => actor.send({ type: 'notifications.query', query: next });

  return (
    <div className={styles.screen}>
      <PageHeader
        title={t('title')}
        description={t('lead')}
        actions={
          <Button
            variant="secondary"
            disabled={unread === 0 || loading}
            onClick={() => actor.send({ type: 'notifications.markAllRead' })}
          >
            {t('markAllRead')}
          </Button>
        }
      />
      <Tabs
        idPrefix="notifications"
        label={t('filters')}
        value={query.filter}
        onChange={(id) => show({ filter: isNotificationFilter(id) ? id : 'all', before: '' })}
        items={NOTIFICATION_FILTERS.map((id) => ({
          id,
          label: t(`filter.${id}`),
          count: id === 'unread' && !loading ? unread : undefined,
        }))}
      />
      <div
        role="tabpanel"
        id={`notifications-panel-${query.filter}`}
        aria-labelledby={`notifications-tab-${query.filter}`}
      >
        {loading ? (
          <div className={styles.card} aria-busy="true" aria-label={t('common:loading')}>
            <Skeleton shape="block" />
          </div>
        ) : failed ? (
          <EmptyState
            bordered
            icon={<IconWarning size={26} />}
            title={t('failed')}
            actions={
              <Button onClick={() => actor.send({ type: 'notifications.retry' })}>{t('common:retry')}</Button>
            }
          />
        ) : items.length === 0 ? (
          <EmptyState
            bordered
            icon={<IconBell size={26} />}
            title={t(`empty.${query.filter}`)}
            description={t('empty.text')}
          />
        ) : (
          <div className={styles.card} aria-busy={busy || undefined}>
            <NoticeList
              items={items}
              label={t(`filter.${query.filter}`)}
              onRead={(id) => actor.send({ type: 'notifications.markRead', id })}
            />
          </div>
        )}
      </div>
      {query.before || nextCursor ? (
        <nav className={styles.pager} aria-label={t('pages')}>
          {query.before ? (
            <Button variant="secondary" onClick={() => show({ before: '' })}>
              {t('newest')}
            </Button>
          ) : null}
          {nextCursor ? (
            <Button variant="secondary" onClick={() => show({ before: nextCursor })}>
              {t('older')}
            </Button>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
