/**
 * Search, and the filters of the Creators query as groups of checkboxes; each change goes to the machine. The
 * filters narrow within the campaign's creators: a group offers the values of its targeting (every value when it
 * takes anyone), and a group with one value to offer is left out, since it cannot narrow anything.
 */
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, IconSearch, TextInput } from '../../../ui';
import { AGE_RANGES } from '../../../domain/campaign';
import { CREATOR_CATEGORIES, CREATOR_TIERS, ETHNICITIES, GENDERS } from '../../../domain/constants';
import { filterChoices } from '../../../machines/discovery-query';
import type {
  DiscoveryCampaign,
  DiscoveryQuery,
  DiscoveryTargeting,
} from '../../../machines/discovery-types';
import * as styles from '../creators-discovery.css';

const GROUPS: Array<{ key: keyof DiscoveryTargeting; values: readonly string[]; label: string }> = [
  { key: 'tiers', values: CREATOR_TIERS, label: 'tier' },
  { key: 'categories', values: CREATOR_CATEGORIES, label: 'category' },
  { key: 'genders', values: GENDERS, label: 'gender' },
  { key: 'age_ranges', values: AGE_RANGES, label: 'age' },
  { key: 'ethnicities', values: ETHNICITIES, label: 'ethnicity' },
];

export function DiscoverySearch({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation('discovery');
  return (
    <div className={styles.searchBox} role="search">
      <TextInput
        type="search"
        aria-label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        startAdornment={<IconSearch size={18} />}
      />
    </div>
  );
}

export function DiscoveryFilters({
  campaign,
  query,
  onFilter,
  onClear,
}: {
  campaign: DiscoveryCampaign | null;
  query: DiscoveryQuery;
  onFilter: (filters: Partial<DiscoveryTargeting>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('discovery');
  const groups = GROUPS.map((group) => ({
    ...group,
    values: filterChoices(campaign, group.key, group.values),
  })).filter((group) => group.values.length > 1);
  return (
    <div className={styles.filters}>
      {groups.map((group) => (
        <fieldset key={group.key} className={styles.group}>
          <legend className={styles.legend}>{t(`group.${group.key}`)}</legend>
          {group.values.map((value) => {
            const chosen = query[group.key];
            return (
              <Checkbox
                key={value}
                label={t(`${group.label}.${value}`)}
                checked={chosen.includes(value)}
                onChange={(event) =>
                  onFilter({
                    [group.key]: event.target.checked
                      ? [...chosen, value]
                      : chosen.filter((other) => other !== value),
                  })
                }
              />
            );
          })}
        </fieldset>
      ))}
      <div className={styles.filterActions}>
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('clearFilters')}
        </Button>
      </div>
    </div>
  );
}

/** How many filter values are chosen. */
export const filterCount = (query: DiscoveryQuery): number =>
  GROUPS.reduce((sum, group) => sum + query[group.key].length, 0);
