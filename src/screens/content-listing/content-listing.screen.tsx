/**
 * ContentListing (/content): content across campaigns with SPEC.md §4's statuses; filters by campaign, brand,
 * kind and status and the page, all in the address; thumbnails and poster frames that open a preview; download
 * one file or all of the filter as a zip. Live deal events refresh it. The flow is a live listing machine
 * (src/machines/live-listing.ts), given with its real actors by the app.
 */
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { ContentItemsQuery } from '../../graphql/generated/graphql';
import { CONTENT_KINDS, CONTENT_STATUS_LABELS, CONTENT_STATUSES } from '../../domain/content';
import { CONTENT_PAGE_SIZE } from '../../domain/content-listing';
import { listingSearchString, parseListingQuery } from '../../machines/live-listing';
import {
  Button,
  ButtonLink,
  EmptyState,
  IconImage,
  IconSearch,
  IconWarning,
  Modal,
  PageHeader,
  Pagination,
  Select,
  Skeleton,
} from '../../ui';
import { ContentCard } from './parts/content-card';
import { useAddressQuery } from '../shared/deals/use-address-query';
import * as styles from './content-listing.css';
import { pageSummary } from '../shared/page-summary';
import { useFlow, useFlowOptions } from '../shared/app-context';

type Page = ContentItemsQuery['ContentItems'] & { brands: Array<{ id: string; name: string }> };
const DEFAULTS = { campaign: '', brand: '', kind: '', status: '', page: 1, after: '' };
type Query = typeof DEFAULTS;

export function ContentListingScreen() {
  const { t } = useTranslation(['contentListing', 'content']);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [initial] = useState(() => parseListingQuery(search, DEFAULTS));
  const actor = useActorRef(
    useFlow('contentListing').provide({
      actions: {
        showQuery: (_, query) => {
          const text = listingSearchString(query, DEFAULTS);
          navigate(text ? `${location}?${text}` : location, { replace: true });
        },
      },
    }),
    { ...useFlowOptions(), input: { query: initial } },
  );
  const query = useSelector(actor, (s) => s.context.query) as Query;
  const page = useSelector(actor, (s) => s.context.page as Page | null);
  useAddressQuery(DEFAULTS, query, (next) => actor.send({ type: 'listing.query', query: next }));
  const openId = useSelector(actor, (s) => s.context.openId);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const refreshing = useSelector(actor, (s) => s.hasTag('refreshing'));
  const items = page?.items ?? [];
  const open = items.find((item) => item.id === openId) ?? null;
  const total = page?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CONTENT_PAGE_SIZE));
  const from = total === 0 ? 0 : (query.page - 1) * CONTENT_PAGE_SIZE + 1;
  const to = Math.min(total, query.page * CONTENT_PAGE_SIZE);
  const filtered = Boolean(query.campaign || query.brand || query.kind || query.status);
  const campaigns = new Map(items.map((item) => [item.campaign.id, item.campaign.name]));
  const set = (change: Partial<Query>) =>
    actor.send({ type: 'listing.query', query: { ...change, page: change.page ?? 1 } });

  return (
    <div className={styles.screen}>
      <PageHeader
        title={t('title')}
        description={t('lead')}
        actions={
          page && total > 0 ? (
            <ButtonLink href={page.download_all_url} download>
              {t(query.status ? 'downloadFiltered' : 'downloadAccepted')}
            </ButtonLink>
          ) : null
        }
      />
      <div className={styles.filters} role="group" aria-label={t('filters')}>
        <Select
          aria-label={t('campaign')}
          value={query.campaign}
          onChange={(event) => set({ campaign: event.target.value })}
          options={[
            { value: '', label: t('allCampaigns') },
            ...[...campaigns].map(([id, name]) => ({ value: id, label: name })),
          ]}
        />
        <Select
          aria-label={t('brand')}
          value={query.brand}
          onChange={(event) => set({ brand: event.target.value })}
          options={[
            { value: '', label: t('allBrands') },
            ...(page?.brands ?? []).map((brand) => ({ value: brand.id, label: brand.name })),
          ]}
        />
        <Select
          aria-label={t('kind')}
          value={query.kind}
          onChange={(event) => set({ kind: event.target.value })}
          options={[
            { value: '', label: t('allKinds') },
            ...CONTENT_KINDS.map((kind) => ({ value: kind, label: t(`content:kind.${kind}`) })),
          ]}
        />
        <Select
          aria-label={t('status')}
          value={query.status}
          onChange={(event) => set({ status: event.target.value })}
          options={[
            { value: '', label: t('allStatuses') },
            ...CONTENT_STATUSES.map((status) => ({
              value: status,
              label: t(`content:status.${CONTENT_STATUS_LABELS[status]}`),
            })),
          ]}
        />
      </div>
      {loading ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('common:loading')}>
          {[0, 1, 2, 3, 4].map((index) => (
            <li key={index} className={styles.item}>
              <Skeleton shape="block" />
            </li>
          ))}
        </ul>
      ) : failed ? (
        <EmptyState
          bordered
          icon={<IconWarning size={26} />}
          title={t('failed')}
          actions={<Button onClick={() => actor.send({ type: 'listing.retry' })}>{t('common:retry')}</Button>}
        />
      ) : items.length === 0 && !refreshing ? (
        filtered ? (
          <EmptyState
            bordered
            icon={<IconSearch size={26} />}
            title={t('noResults.title')}
            description={t('noResults.text')}
            actions={
              <Button
                variant="secondary"
                onClick={() => set({ campaign: '', brand: '', kind: '', status: '' })}
              >
                {t('noResults.action')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            bordered
            icon={<IconImage size={26} />}
            title={t('empty.title')}
            description={t('empty.text')}
          />
        )
      ) : (
        <ul className={styles.grid} aria-busy={refreshing || undefined} aria-label={t('title')}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <ContentCard item={item} onPreview={() => actor.send({ type: 'listing.open', id: item.id })} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={query.page}
        pageCount={pageCount}
        onChange={(next) => set({ page: next })}
        summary={pageSummary(t, from, to, total, 'pagination', page?.total_estimated ?? false)}
        labels={{
          nav: t('pagination.nav'),
          previous: t('pagination.previous'),
          next: t('pagination.next'),
          page: (number) => t('pagination.page', { page: number }),
          position: (number, count) => t('pagination.position', { page: number, count }),
        }}
      />
      <Modal
        open={open !== null}
        onClose={() => actor.send({ type: 'listing.close' })}
        closeLabel={t('preview.close')}
        title={open ? `${open.creator.name} · ${open.campaign.name}` : ''}
        size="lg"
      >
        {open ? (
          open.kind === 'video' ? (
            <video
              className={styles.large}
              src={open.url}
              poster={open.thumbnail_url}
              controls
              autoPlay
              muted
              playsInline
              aria-label={t('preview.videoLabel', { name: open.creator.name })}
            />
          ) : (
            <img
              className={styles.large}
              src={open.url}
              alt={t('preview.imageAlt', { kind: t('content:kind.image'), name: open.creator.name })}
            />
          )
        ) : null}
      </Modal>
    </div>
  );
}
