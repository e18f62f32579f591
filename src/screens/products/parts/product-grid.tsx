/** The list area of Products: skeletons while loading, the right empty state, or the cards. */
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { ProductsActor } from '../../../machines/products';
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
import { ProductCard } from './product-card';
import * as styles from '../products.css';

export function ProductGrid({ actor }: { actor: ProductsActor }) {
  const { t } = useTranslation('products');
  const products = useSelector(actor, (s) => s.context.items);
  const query = useSelector(actor, (s) => s.context.query);
  const brandCount = useSelector(actor, (s) => s.context.brands.length);
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
        actions={<Button onClick={() => actor.send({ type: 'products.retry' })}>{t('common:retry')}</Button>}
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
              actor.send({ type: 'products.query', query: { search: '', brand_id: '', page: 1 } })
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
          <Button
            leadingIcon={<IconPlus size={18} />}
            onClick={() => actor.send({ type: 'products.create' })}
          >
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
            onEdit={() => actor.send({ type: 'products.edit', item: product })}
            onDelete={() => actor.send({ type: 'products.delete', item: product })}
          />
        </li>
      ))}
    </ul>
  );
}
