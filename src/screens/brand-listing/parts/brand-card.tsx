/** One brand: its initials, name, description, how many products it has, and its edit and delete buttons. */
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Avatar, IconBox } from '../../../ui';
import { CardActions } from '../../shared/catalog/card-actions';
import type { Brand } from '../../../machines/brands';
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
        <CardActions
          className={styles.actions}
          editLabel={t('editBrand', { name: brand.name })}
          deleteLabel={t('deleteBrand', { name: brand.name })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </div>
    </article>
  );
}
