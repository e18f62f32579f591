/**
 * Creators discovery (/campaign/:campaignId/creators-discovery): the creators the campaign may hire, searchable
 * and filtered within them, in pages, all of it in the address; each card says why a creator cannot be hired
 * when they cannot; a portfolio sidebar; Hire up to the campaign's number of deals, with the places left shown.
 * When nothing is listed, the empty state clears the search and the filters. The flow is the discovery machine
 * (src/machines/discovery.ts), given with its real actors by the app.
 */
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  EmptyState,
  IconArrowLeft,
  IconHandshake,
  IconSearch,
  IconWarning,
  PageHeader,
  Pagination,
  Skeleton,
} from '../../ui';
import { discoverySearchString, NO_FILTERS, parseDiscoveryQuery } from '../../machines/discovery-query';
import { slotsLeft } from '../../machines/discovery-context';
import { CREATORS_PAGE_SIZE } from '../../domain/creators';
import { useFlow, useToasts, useFlowOptions } from '../shared/app-context';
import { CreatorCard } from './parts/creator-card';
import { DiscoveryFilters, DiscoverySearch, filterCount } from './parts/discovery-filters';
import { HireDialog } from './parts/hire-dialog';
import { PortfolioSidebar } from './parts/portfolio-sidebar';
import * as styles from './creators-discovery.css';
import { pageSummary } from '../shared/page-summary';

export function CreatorsDiscoveryScreen({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('discovery');
  const toasts = useToasts();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [initial] = useState(() => parseDiscoveryQuery(search));
  const actor = useActorRef(
    useFlow('discovery').provide({
      actions: {
        showQuery: (_, query) => navigate(`${location}?${discoverySearchString(query)}`, { replace: true }),
        announceHired: (_, creator) =>
          toasts.notify('success', t('hire.done', { name: creator.name, context: creator.gender })),
      },
    }),
    { ...useFlowOptions(), input: { campaignId, query: initial } },
  );
  const campaign = useSelector(actor, (s) => s.context.campaign);
  const query = useSelector(actor, (s) => s.context.query);
  const creators = useSelector(actor, (s) => s.context.creators);
  const total = useSelector(actor, (s) => s.context.total);
  const estimated = useSelector(actor, (s) => s.context.estimated);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const listFailed = useSelector(actor, (s) => s.hasTag('listFailed'));
  const refreshing = useSelector(actor, (s) => s.hasTag('refreshing'));
  const portfolio = useSelector(actor, (s) => s.context.portfolio);
  const itemId = useSelector(actor, (s) => s.context.itemId);
  const hiring = useSelector(actor, (s) => (s.hasTag('confirming') ? s.context.hiring : null));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const hireError = useSelector(actor, (s) => s.context.hireError);
  const productId = useSelector(actor, (s) => s.context.productId);

  const back = (
    <ButtonLink
      component={Link}
      href={`/campaign/${campaignId}`}
      variant="ghost"
      leadingIcon={<IconArrowLeft size={18} />}
    >
      {t('back')}
    </ButtonLink>
  );
  if (failed) {
    return (
      <EmptyState
        bordered
        icon={<IconWarning size={26} />}
        title={t('campaignFailed')}
        actions={<Button onClick={() => actor.send({ type: 'discovery.retry' })}>{t('common:retry')}</Button>}
      />
    );
  }
  const left = slotsLeft(campaign);
  const canHire = Boolean(campaign?.can_hire) && left > 0;
  const hiredIds = campaign?.hired_creator_ids ?? [];
  const pageCount = Math.max(1, Math.ceil(total / CREATORS_PAGE_SIZE));
  const from = total === 0 ? 0 : (query.page - 1) * CREATORS_PAGE_SIZE + 1;
  const to = Math.min(total, query.page * CREATORS_PAGE_SIZE);
  const chosen = filterCount(query);
  // Nothing listed because of the search or the filters, rather than because nobody fits the campaign.
  const narrowed = chosen > 0 || query.search.trim() !== '' || query.country !== '' || query.language !== '';

  return (
    <div className={styles.screen}>
      <PageHeader
        title={t('title')}
        description={campaign ? t('lead', { campaign: campaign.campaign.name }) : undefined}
        actions={back}
      />
      {campaign ? (
        <p className={styles.places} role="status">
          <IconHandshake size={18} aria-hidden="true" />
          {left > 0 ? t('places', { left, total: campaign.deals }) : t('placesFull')}
          {left > 0 && !campaign.can_hire ? ` · ${t('notActive')}` : null}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <DiscoverySearch
          search={query.search}
          onSearch={(text) => actor.send({ type: 'discovery.search', search: text })}
        />
      </div>
      <details className={styles.details}>
        <summary className={styles.summary}>
          {chosen > 0 ? t('filtersCount', { count: chosen }) : t('filters')}
        </summary>
        <DiscoveryFilters
          campaign={campaign}
          query={query}
          onFilter={(filters) => actor.send({ type: 'discovery.filter', filters })}
          onClear={() => actor.send({ type: 'discovery.filter', filters: NO_FILTERS })}
        />
      </details>
      {loading ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('common:loading')}>
          {[0, 1, 2, 3].map((index) => (
            <li key={index} className={styles.item}>
              <Skeleton shape="block" />
            </li>
          ))}
        </ul>
      ) : listFailed ? (
        <EmptyState
          bordered
          icon={<IconWarning size={26} />}
          title={t('failed')}
          actions={
            <Button onClick={() => actor.send({ type: 'discovery.retry' })}>{t('common:retry')}</Button>
          }
        />
      ) : creators.length === 0 && !refreshing ? (
        narrowed ? (
          <EmptyState
            bordered
            icon={<IconSearch size={26} />}
            title={t('noResults.title')}
            description={t('noResults.text')}
            actions={
              <Button variant="secondary" onClick={() => actor.send({ type: 'discovery.reset' })}>
                {t('noResults.action')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            bordered
            icon={<IconSearch size={26} />}
            title={t('noFit.title')}
            description={t('noFit.text')}
          />
        )
      ) : (
        <ul className={styles.grid} aria-busy={refreshing || undefined} aria-label={t('title')}>
          {creators.map((creator) => (
            <li key={creator.id} className={styles.item}>
              <CreatorCard
                creator={creator}
                hired={hiredIds.includes(creator.id)}
                canHire={canHire}
                onPortfolio={() => actor.send({ type: 'portfolio.open', creator })}
                onHire={() => actor.send({ type: 'hire.start', creator })}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={query.page}
        pageCount={pageCount}
        onChange={(page) => actor.send({ type: 'discovery.page', page })}
        // An estimated total (past 1,000 creators) is said as one: "of about …" (common:creatorPages).
        summary={pageSummary(t, from, to, total, estimated ? 'common:creatorPages' : 'pagination', estimated)}
        labels={{
          nav: t('pagination.nav'),
          previous: t('pagination.previous'),
          next: t('pagination.next'),
          page: (page) => t('pagination.page', { page }),
          position: (page, count) => t('pagination.position', { page, count }),
        }}
      />
      <PortfolioSidebar
        creator={portfolio}
        itemId={itemId}
        hired={portfolio ? hiredIds.includes(portfolio.id) : false}
        canHire={canHire && !portfolio?.hire_block}
        onView={(id) => actor.send({ type: 'portfolio.view', itemId: id })}
        onBack={() => actor.send({ type: 'portfolio.back' })}
        onClose={() => actor.send({ type: 'portfolio.close' })}
        onHire={() => portfolio && actor.send({ type: 'hire.start', creator: portfolio })}
      />
      <HireDialog
        creator={hiring}
        campaign={campaign?.campaign.name ?? ''}
        products={campaign?.products ?? []}
        productId={productId}
        onProduct={(id) => actor.send({ type: 'hire.product', productId: id })}
        total={campaign?.deals ?? 0}
        busy={busy}
        error={hireError}
        onConfirm={() => actor.send({ type: 'hire.confirm' })}
        onCancel={() => actor.send({ type: 'hire.cancel' })}
      />
    </div>
  );
}
