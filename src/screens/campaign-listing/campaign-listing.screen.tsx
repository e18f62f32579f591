/**
 * CampaignListing (/campaigns): tabs Active, Paused, Completed, Pending approval and Rejected (SPEC.md §4), each
 * with its count; search, sort and page in the address (?tab=&search=&sort=&page=), paged by the API.
 */
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Field, IconPlus, IconSearch, PageHeader, Select, TextInput } from '../../ui';
import { CAMPAIGN_SORTS, type CampaignSort } from '../../domain/campaign-listing';
import { CampaignResults } from './parts/campaign-results';
import { readQuery, writeQuery, type ListingQuery } from './parts/listing-query';
import * as styles from './campaign-listing.css';

export function CampaignListingScreen() {
  const { t } = useTranslation('campaigns');
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = readQuery(search);
  // Any change but "next" (which says where to read on from) opens its page by number.
  const go = (change: Partial<ListingQuery>) =>
    navigate(writeQuery({ ...query, after: undefined, ...change }));
  return (
    <div className={styles.screen}>
      <PageHeader
        title={t('title')}
        description={t('lead')}
        actions={
          <ButtonLink href="/campaign/creation/type" leadingIcon={<IconPlus size={18} />}>
            {t('new')}
          </ButtonLink>
        }
      />
      <form
        role="search"
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          const text = new FormData(event.currentTarget).get('search');
          go({ search: typeof text === 'string' ? text.trim() : '', page: 1 });
        }}
      >
        <Field label={t('search')} className={styles.search}>
          <TextInput
            key={query.search}
            name="search"
            type="search"
            defaultValue={query.search}
            startAdornment={<IconSearch size={16} />}
          />
        </Field>
        <Field label={t('sort')}>
          <Select
            value={query.sort}
            options={CAMPAIGN_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
            onChange={(event) => go({ sort: event.target.value as CampaignSort, page: 1 })}
          />
        </Field>
      </form>
      <CampaignResults key={writeQuery(query)} query={query} go={go} />
    </div>
  );
}
