/**
 * One page of one tab (the first with campaigns when the address names none), or of a search through every tab:
 * the tabs with their counts, the rows and the pages, loaded for the query in the address.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  IconMegaphone,
  Pagination,
  Table,
  TBody,
  THead,
  Tabs,
  TabPanel,
  Td,
  Th,
  Tr,
} from '../../../ui';
import { CAMPAIGNS_PAGE_SIZE } from '../../../domain/campaign-listing';
import { formatMoney } from '../../../domain/money';
import type { CampaignsQuery } from '../../../graphql/generated/graphql';
import { resourceData } from '../../../machines/resource';
import { useFlow, useFlowOptions, useLanguage } from '../../shared/app-context';
import { CampaignStatus } from '../../shared/campaigns/campaign-status';
import type { ListingQuery } from './listing-query';
import * as styles from '../campaign-listing.css';

type Page = CampaignsQuery['Campaigns'];
const pageOf = resourceData<Page>();

export function CampaignResults({
  query,
  go,
}: {
  query: ListingQuery;
  go: (change: Partial<ListingQuery>) => void;
}) {
  const { t } = useTranslation('campaigns');
  const { locale } = useLanguage();
  const actor = useActorRef(useFlow('campaigns'), { ...useFlowOptions(), input: { input: query } });
  const page = useSelector(actor, pageOf);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const tabs = (page?.tabs ?? []).map((tab) => ({
    id: tab.tab,
    label: t(`tabs.${tab.tab}`),
    count: tab.count,
  }));
  // On a phone each cell is a line of a card, named by its column (campaign-listing.css.ts).
  const cell = (column: 'kind' | 'brand' | 'products' | 'deals' | 'spent' | 'status') => ({
    label: t(`columns.${column}`),
  });
  const pageCount = Math.max(1, Math.ceil((page?.total ?? 0) / CAMPAIGNS_PAGE_SIZE));
  // The tab the API listed: the one in the address, or the first that has campaigns.
  const tab = page?.tab ?? query.tab;
  const searching = query.search !== '';

  const body =
    page && page.items.length === 0 ? (
      <EmptyState
        icon={<IconMegaphone size={24} />}
        title={query.search ? t('empty.search', { search: query.search }) : t('empty.title')}
        description={t('empty.text')}
      />
    ) : (
      <Table>
        <THead>
          <Tr>
            <Th>{t('columns.name')}</Th>
            <Th>{t('columns.kind')}</Th>
            <Th>{t('columns.brand')}</Th>
            <Th>{t('columns.products')}</Th>
            <Th>{t('columns.deals')}</Th>
            <Th>{t('columns.spent')}</Th>
            <Th>{t('columns.status')}</Th>
          </Tr>
        </THead>
        <TBody>
          {(page?.items ?? []).map((campaign) => (
            <Tr key={campaign.id}>
              <Td className={styles.nameCell}>
                <Link href={`/campaign/${campaign.id}`}>{campaign.name}</Link>
              </Td>
              <Td {...cell('kind')}>{t(`kinds.${campaign.kind}`)}</Td>
              <Td {...cell('brand')}>{campaign.brand.name}</Td>
              <Td {...cell('products')}>{campaign.products.map((item) => item.product.name).join(', ')}</Td>
              <Td {...cell('deals')}>{t('hired', { hired: campaign.deals_hired, total: campaign.deals })}</Td>
              <Td {...cell('spent')}>{formatMoney(campaign.spent, locale)}</Td>
              <Td {...cell('status')}>
                <CampaignStatus status={campaign.status} />
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    );

  return (
    <div className={styles.results} aria-busy={loading}>
      {searching ? (
        <div className={styles.searchHead}>
          <h2 className={styles.searchTitle}>{t('searchAll', { search: query.search })}</h2>
          <Button variant="secondary" size="sm" onClick={() => go({ search: '', page: 1 })}>
            {t('clearSearch')}
          </Button>
        </div>
      ) : tab ? (
        <Tabs
          items={tabs.length > 0 ? tabs : [{ id: tab, label: t(`tabs.${tab}`) }]}
          value={tab}
          onChange={(chosen) => go({ tab: chosen, page: 1 })}
          label={t('tabsLabel')}
          idPrefix="campaigns"
        />
      ) : null}
      {searching || !tab ? (
        <div>{body}</div>
      ) : (
        <TabPanel idPrefix="campaigns" id={tab}>
          {body}
        </TabPanel>
      )}
      <Pagination
        page={query.page}
        pageCount={pageCount}
        onChange={(next) =>
          go({
            ...(tab && !searching ? { tab } : {}),
            page: next,
            after: next === query.page + 1 ? (page?.next_cursor ?? undefined) : undefined,
          })
        }
        summary={t(page?.total_estimated ? 'pagination.summaryAbout' : 'pagination.summary', {
          count: page?.total ?? 0,
        })}
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
