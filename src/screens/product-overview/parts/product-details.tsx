/** The product's picture and its facts: price, brand, category, link, when it was added, description. */
import { useTranslation } from 'react-i18next';
import { Badge, IconExternal, IconImage } from '../../../ui';
import { formatMoney } from '../../../domain/money';
import { useLanguage } from '../../shared/app-context';
import type { Product } from '../../../machines/products';
import * as styles from '../product-overview.css';

export function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const { locale } = useLanguage();
  const added = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(product.created_at));
  return (
    <div className={styles.layout}>
      <div className={styles.imageFrame}>
        {product.image ? (
          <img src={product.image} alt={product.name} className={styles.image} />
        ) : (
          <span className={styles.noImage}>
            <IconImage size={40} aria-hidden="true" />
            {t('overview.noImage')}
          </span>
        )}
      </div>
      <section className={styles.details} aria-label={t('overview.details')}>
        <p className={styles.price}>{formatMoney(product.price, locale)}</p>
        <dl className={styles.list}>
          <dt className={styles.term}>{t('overview.brand')}</dt>
          <dd className={styles.value}>{product.brand.name}</dd>
          <dt className={styles.term}>{t('overview.category')}</dt>
          <dd className={styles.value}>
            <Badge tone="primary" size="sm">
              {t(`categories.${product.category}`)}
            </Badge>
          </dd>
          <dt className={styles.term}>{t('overview.link')}</dt>
          <dd className={styles.value}>
            <a href={product.link} target="_blank" rel="noopener noreferrer" className={styles.external}>
              {t('overview.visit')}
              <IconExternal size={14} />
            </a>
          </dd>
          <dt className={styles.term}>{t('overview.added')}</dt>
          <dd className={styles.value}>{added}</dd>
        </dl>
        <div className={styles.description}>
          <h2 className={styles.heading}>{t('overview.description')}</h2>
          <p>{product.description}</p>
        </div>
      </section>
    </div>
  );
}
