/** Search by name and filter by brand; each change goes to the list's machine, which waits for typing to pause. */
import { useTranslation } from 'react-i18next';
import { IconSearch, Select, TextInput } from '../../../ui';
import type { BrandOption } from '../../../machines/products';
import * as styles from '../products.css';

export function ProductToolbar({
  search,
  brandId,
  brands,
  onSearch,
  onBrand,
}: {
  search: string;
  brandId: string;
  brands: BrandOption[];
  onSearch: (search: string) => void;
  onBrand: (brandId: string) => void;
}) {
  const { t } = useTranslation('products');
  return (
    <div className={styles.toolbar} role="search">
      <div className={styles.searchBox}>
        <TextInput
          type="search"
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          startAdornment={<IconSearch size={18} />}
        />
      </div>
      <div className={styles.brandBox}>
        <Select
          aria-label={t('brandFilter')}
          value={brandId}
          onChange={(event) => onBrand(event.target.value)}
          options={[
            { value: '', label: t('allBrands') },
            ...brands.map((brand) => ({ value: brand.id, label: brand.name })),
          ]}
        />
      </div>
    </div>
  );
}
