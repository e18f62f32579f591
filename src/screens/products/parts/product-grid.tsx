/** The list area of Products: skeletons while loading, the right empty state, or the cards. */
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { catalogView, type CatalogActor } from '../../../machines/catalog';
import {
  Button,
  ButtonLink,
  EmptyState,
  IconBox,
  IconPlus,
  IconSearch,
  IconTag,
  IconWarning,
  Skeleton,
} from '../../../ui';
import type { BrandOption, Product, ProductsQuery } from '../../shared/catalog/catalog-api';
import { ProductCard } from './product-card';
import * as styles from '../products.css';

const view = catalogView<Product, ProductsQuery, BrandOption[]>();

export function ProductGrid({ actor }: { actor: CatalogActor }) {
  const { t } = useTranslation('products');
  const products = useSelector(actor, view.items);
  const query = useSelector(actor, view.query);
  const brandCount = useSelector(actor, (s) => view.extra(s)?.length ?? 0);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const refreshing = useSelector(actor, (s) => s.hasTag('refreshing'));
  const filtered = Boolean(query.search?.trim() || query.brand_id);

  if (loading) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={t('common:loading')}>
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className={styles.item}>
            <Skeleton shape="block" />
          </li>
        ))}
      </ul>
    );
  }
  if (failed) {
    return (
      <EmptyState
        bordered
        icon={<IconWarning size={26} />}
        title={t('failed')}
        actions={<Button onClick={() => actor.send({ type: 'catalog.retry' })}>{t('common:retry')}</Button>}
      />
    );
  }
  if (brandCount === 0) {
    return (
      <EmptyState
        bordered
        icon={<IconTag size={26} />}
        title={t('noBrands.title')}
        description={t('noBrands.text')}
        actions={
          <ButtonLink component={Link} href="/brands?new=1" leadingIcon={<IconPlus size={18} />}>
            {t('noBrands.action')}
          </ButtonLink>
        }
      />
    );
  }
  if (products.length === 0 && !refreshing) {
    return filtered ? (
      <EmptyState
        bordered
        icon={<IconSearch size={26} />}
        title={t('noResults.title')}
        description={t('noResults.text')}
        actions={
          <Button
            variant="secondary"
            onClick={() =>
              actor.send({ type: 'catalog.query', query: { search: '', brand_id: '', page: 1 } })
            }
          >
            {t('noResults.action')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        bordered
        icon={<IconBox size={26} />}
        title={t('empty.title')}
        description={t('empty.text')}
        actions={
          <Button leadingIcon={<IconPlus size={18} />} onClick={() => actor.send({ type: 'catalog.create' })}>
            {t('empty.action')}
          </Button>
        }
      />
    );
  }
  return (
    <ul className={styles.grid} aria-busy={refreshing || undefined} aria-label={t('title')}>
      {products.map((product) => (
        <li key={product.id} className={styles.item}>
          <ProductCard
            product={product}
            onEdit={() => actor.send({ type: 'catalog.edit', item: product })}
            onDelete={() => actor.send({ type: 'catalog.delete', item: product })}
          />
        </li>
      ))}
    </ul>
  );
}
