/**
 * The deal listing (/deals): tabs by status with their counts (and "Needs you"), search and pages, all in the
 * address (`?tab=awaiting&search=maya&page=2`); what needs the brand first. Live deal events refresh it in place.
 * The flow is a live listing machine (src/machines/live-listing.ts), given with its real actors by the app.
 */
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { DealsQuery } from '../../graphql/generated/graphql';
import { DEAL_TABS, DEALS_PAGE_SIZE, countOfTab, isDealTab } from '../../domain/deal-listing';
import { listingSearchString, parseListingQuery } from '../../machines/live-listing';
import {
  Button,
  ButtonLink,
  EmptyState,
  IconHandshake,
  IconSearch,
  IconWarning,
  PageHeader,
  Pagination,
  Skeleton,
  Tabs,
  TextInput,
} from '../../ui';
import { DealRow } from './parts/deal-row';
import { useAddressQuery } from '../shared/deals/use-address-query';
import * as styles from './deal-listing.css';
import { pageSummary } from '../shared/page-summary';
import { useFlow, useFlowOptions } from '../shared/app-context';

type Page = DealsQuery['Deals'];
const DEFAULTS = { tab: 'all', search: '', page: 1, after: '' };

export function DealListingScreen() {
  const { t } = useTranslation(['dealListing', 'deals']);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [initial] = useState(() => parseListingQuery(search, DEFAULTS));
  const actor = useActorRef(
    useFlow('dealListing').provide({
      actions: {
        showQuery: (_, query) => {
          const text = listingSearchString(query, DEFAULTS);
          navigate(text ? `${location}?${text}` : location, { replace: true });
        },
      },
    }),
    { ...useFlowOptions(), input: { query: initial } },
  );
  const query = useSelector(actor, (s) => s.context.query) as typeof DEFAULTS;
  const page = useSelector(actor, (s) => s.context.page as Page | null);
  useAddressQuery(DEFAULTS, query, (next) => actor.send({ type: 'listing.query', query: next }));
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const refreshing = useSelector(actor, (s) => s.hasTag('refreshing'));
  const tab = isDealTab(query.tab) ? query.tab : 'all';
  const total = page?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / DEALS_PAGE_SIZE));
  const from = total === 0 ? 0 : (query.page - 1) * DEALS_PAGE_SIZE + 1;
  const to = Math.min(total, query.page * DEALS_PAGE_SIZE);
  const everything = countOfTab('all', page?.counts ?? [], 0);

  const tabLabel = (id: string) =>
    id === 'all' || id === 'awaiting' ? t(`dealListing:tab.${id}`) : t(`deals:status.${id}`);

  return (
    <div className={styles.screen}>
      <PageHeader title={t('title')} description={t('lead')} />
      <Tabs
        className={styles.tabs}
        idPrefix="deals"
        label={t('tabs')}
        value={tab}
        onChange={(id) => actor.send({ type: 'listing.query', query: { tab: id, page: 1 } })}
        items={DEAL_TABS.map((id) => ({
          id,
          label: tabLabel(id),
          count: page ? countOfTab(id, page.counts, page.awaiting_brand) : undefined,
        }))}
      />
      <div className={styles.searchBox} role="search">
        <TextInput
          type="search"
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={query.search}
          onChange={(event) =>
            actor.send({ type: 'listing.search', query: { search: event.target.value, page: 1 } })
          }
          startAdornment={<IconSearch size={18} />}
        />
      </div>
      <div role="tabpanel" id={`deals-panel-${tab}`} aria-labelledby={`deals-tab-${tab}`}>
        {loading ? (
          <ul className={styles.list} aria-busy="true" aria-label={t('common:loading')}>
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <Skeleton shape="block" />
              </li>
            ))}
          </ul>
        ) : failed ? (
          <EmptyState
            bordered
            icon={<IconWarning size={26} />}
            title={t('failed')}
            actions={
              <Button onClick={() => actor.send({ type: 'listing.retry' })}>{t('common:retry')}</Button>
            }
          />
        ) : page && page.items.length === 0 && !refreshing ? (
          everything === 0 && !query.search ? (
            <EmptyState
              bordered
              icon={<IconHandshake size={26} />}
              title={t('empty.title')}
              description={t('empty.text')}
              actions={
                <ButtonLink component={Link} href="/campaigns">
                  {t('empty.action')}
                </ButtonLink>
              }
            />
          ) : (
            <EmptyState
              bordered
              icon={<IconSearch size={26} />}
              title={t('noResults.title')}
              description={t('noResults.text')}
              actions={
                <Button
                  variant="secondary"
                  onClick={() =>
                    actor.send({ type: 'listing.query', query: { tab: 'all', search: '', page: 1 } })
                  }
                >
                  {t('noResults.action')}
                </Button>
              }
            />
          )
        ) : (
          <ul className={styles.list} aria-busy={refreshing || undefined} aria-label={tabLabel(tab)}>
            {(page?.items ?? []).map((deal) => (
              <li key={deal.id}>
                <DealRow deal={deal} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pagination
        page={query.page}
        pageCount={pageCount}
        onChange={(next) => actor.send({ type: 'listing.query', query: { page: next } })}
        summary={pageSummary(t, from, to, total, 'pagination', page?.total_estimated ?? false)}
        labels={{
          nav: t('pagination.nav'),
          previous: t('pagination.previous'),
          next: t('pagination.next'),
          page: (number) => t('pagination.page', { page: number }),
          position: (number, count) => t('pagination.position', { page: number, count }),
        }}
      />
    </div>
  );
}
