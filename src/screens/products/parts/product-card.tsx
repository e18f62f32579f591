/** One product in the list: image, brand, name (the link to its page), price, category, edit and delete. */
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Badge, Button, IconEdit, IconImage, IconTrash } from '../../../ui';
import { formatMoney } from '../../../domain/money';
import { useLanguage } from '../../shared/app-context';
import type { Product } from '../../shared/catalog/catalog-api';
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
      <div className={styles.actions}>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={t('editProduct', { name: product.name })}
          title={t('common:edit')}
          onClick={onEdit}
        >
          <IconEdit size={18} />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={t('deleteProduct', { name: product.name })}
          title={t('common:delete')}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </Button>
      </div>
    </article>
  );
}
