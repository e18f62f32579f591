/** One brand: its initials, name, description, how many products it has, and its edit and delete buttons. */
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Avatar, Button, IconBox, IconEdit, IconTrash } from '../../../ui';
import type { Brand } from '../../shared/catalog/catalog-api';
import * as styles from './brand-card.css';

export function BrandCard({
  brand,
  onEdit,
  onDelete,
}: {
  brand: Brand;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('brands');
  return (
    <article className={styles.card} aria-labelledby={`brand-${brand.id}`}>
      <div className={styles.head}>
        <Avatar name={brand.name} size="lg" />
        <div className={styles.titles}>
          <h2 id={`brand-${brand.id}`} className={styles.name}>
            {brand.name}
          </h2>
          <p className={styles.description}>{brand.description}</p>
        </div>
      </div>
      <div className={styles.foot}>
        <Link href={`/products?brand=${brand.id}`} className={styles.productsLink}>
          <IconBox size={16} />
          {t('productsCount', { count: brand.products_count })}
        </Link>
        <div className={styles.actions}>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('editBrand', { name: brand.name })}
            title={t('common:edit')}
            onClick={onEdit}
          >
            <IconEdit size={18} />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('deleteBrand', { name: brand.name })}
            title={t('common:delete')}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </Button>
        </div>
      </div>
    </article>
  );
}
