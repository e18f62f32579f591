/** Search, and the filters of the Creators query as groups of checkboxes; each change goes to the machine. */
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, IconSearch, TextInput } from '../../../ui';
import { AGE_RANGES } from '../../../domain/campaign';
import { CREATOR_CATEGORIES, CREATOR_TIERS, ETHNICITIES, GENDERS } from '../../../domain/constants';
import type { DiscoveryQuery, DiscoveryTargeting } from '../../../machines/discovery';
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
  query,
  onFilter,
  onTargeting,
  onClear,
}: {
  query: DiscoveryQuery;
  onFilter: (filters: Partial<DiscoveryTargeting>) => void;
  onTargeting: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('discovery');
  return (
    <div className={styles.filters}>
      {GROUPS.map((group) => (
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
        <Button variant="secondary" size="sm" onClick={onTargeting}>
          {t('targeting')}
        </Button>
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
