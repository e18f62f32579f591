/** One product in the list: image, brand, name (the link to its page), price, category, edit and delete. */
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Badge, IconImage } from '../../../ui';
import { formatMoney } from '../../../domain/money';
import { useLanguage } from '../../shared/app-context';
import { CardActions } from '../../shared/catalog/card-actions';
import type { Product } from '../../../machines/products';
import * as styles from './product-card.css';

export function ProductCard({
  product,
  onEdit,
  onDelete,
}: {
  product: Product;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('products');
  const { locale } = useLanguage();
  return (
    <article className={styles.card}>
      <div className={styles.media_}>
        {product.image ? (
          <img src={product.image} alt="" className={styles.image} loading="lazy" />
        ) : (
          <IconImage size={28} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <span className={styles.brand}>{product.brand.name}</span>
        <h2 className={styles.name}>
          <Link href={`/product/${product.id}`} className={styles.link}>
            {product.name}
          </Link>
        </h2>
        <div className={styles.meta}>
          <span className={styles.price}>{formatMoney(product.price, locale)}</span>
          <Badge tone="neutral" size="sm">
            {t(`categories.${product.category}`)}
          </Badge>
        </div>
      </div>
      <CardActions
        className={styles.actions}
        editLabel={t('editProduct', { name: product.name })}
        deleteLabel={t('deleteProduct', { name: product.name })}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </article>
  );
}
