/**
 * ProductOverview (/product/:productId): one product's picture and details, with edit and delete. After a
 * deletion the user goes back to the list. An id that is unknown (or another company's) shows not-found.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { createCatalogMachine, catalogView } from '../../machines/catalog';
import {
  Button,
  ButtonLink,
  EmptyState,
  IconArrowLeft,
  IconBox,
  IconEdit,
  IconTrash,
  IconWarning,
  LoadingOverlay,
  PageHeader,
} from '../../ui';
import { useApi, useToasts } from '../shared/app-context';
import { productOverviewActors, type BrandOption, type Product } from '../shared/catalog/catalog-api';
import { DeleteDialog } from '../shared/catalog/delete-dialog';
import { ProductFormModal } from '../shared/catalog/product-form-modal';
import { ProductDetails } from './parts/product-details';
import * as styles from './product-overview.css';

const productMachine = createCatalogMachine('product');
const view = catalogView<Product, { id: string }, BrandOption[]>();
const NO_BRANDS: BrandOption[] = [];

export function ProductOverviewScreen({ productId }: { productId: string }) {
  const { t } = useTranslation('products');
  const api = useApi();
  const toasts = useToasts();
  const [, navigate] = useLocation();
  const actor = useActorRef(
    productMachine.provide({
      actors: productOverviewActors(api),
      actions: {
        announceSaved: (_, { item }) =>
          toasts.notify('success', t('updated', { name: (item as Product).name })),
        announceDeleted: (_, { item }) => {
          toasts.notify('success', t('deleted', { name: (item as Product).name }));
          navigate('/products', { replace: true });
        },
      },
    }),
    { input: { query: { id: productId } } },
  );
  const product = useSelector(actor, (s) => view.items(s)[0] ?? null);
  const brands = useSelector(actor, view.extra) ?? NO_BRANDS;
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const editingOpen = useSelector(actor, (s) => s.hasTag('editing'));
  const confirmingOpen = useSelector(actor, (s) => s.hasTag('confirming'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, view.error);

  const back = (
    <Link href="/products" className={styles.back}>
      <IconArrowLeft size={16} />
      {t('overview.back')}
    </Link>
  );

  if (loading) return <LoadingOverlay variant="inline" label={t('common:loading')} />;
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
  if (!product) {
    return (
      <EmptyState
        bordered
        level={1}
        icon={<IconBox size={26} />}
        title={t('overview.notFound.title')}
        description={t('overview.notFound.text')}
        actions={
          <ButtonLink component={Link} href="/products">
            {t('overview.notFound.action')}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <div className={styles.screen}>
      <PageHeader
        eyebrow={back}
        title={product.name}
        description={product.brand.name}
        actions={
          <>
            <Button
              variant="secondary"
              leadingIcon={<IconEdit size={18} />}
              onClick={() => actor.send({ type: 'catalog.edit', item: product })}
            >
              {t('overview.edit')}
            </Button>
            <Button
              variant="secondary"
              leadingIcon={<IconTrash size={18} />}
              onClick={() => actor.send({ type: 'catalog.delete', item: product })}
            >
              {t('overview.delete')}
            </Button>
          </>
        }
      />
      <ProductDetails product={product} />
      <ProductFormModal
        open={editingOpen}
        product={product}
        brands={brands}
        busy={busy && editingOpen}
        error={editingOpen ? error : null}
        onSubmit={(values) => actor.send({ type: 'catalog.save', values })}
        onCancel={() => actor.send({ type: 'catalog.cancel' })}
      />
      <DeleteDialog
        open={confirmingOpen}
        title={t('delete.title', { name: product.name })}
        description={t('delete.text')}
        busy={busy && confirmingOpen}
        error={confirmingOpen ? error : null}
        onConfirm={() => actor.send({ type: 'catalog.confirm' })}
        onCancel={() => actor.send({ type: 'catalog.cancel' })}
      />
    </div>
  );
}
