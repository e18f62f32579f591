/**
 * ProductOverview (/product/:productId): one product's picture and details, with edit and delete. After a
 * deletion the user goes back to the list. An id that is unknown (or another company's) shows not-found.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
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
import { useFlow, useToasts, useFlowOptions } from '../shared/app-context';
import { DeleteDialog } from '../shared/catalog/delete-dialog';
import { ProductFormModal } from '../shared/catalog/product-form-modal';
import { ProductDetails } from './parts/product-details';
import * as styles from './product-overview.css';

export function ProductOverviewScreen({ productId }: { productId: string }) {
  const { t } = useTranslation('products');
  const productMachine = useFlow('product');
  const toasts = useToasts();
  const [, navigate] = useLocation();
  const actor = useActorRef(
    productMachine.provide({
      actions: {
        announceSaved: (_, { product }) => toasts.notify('success', t('updated', { name: product.name })),
        announceDeleted: (_, { product }) => {
          toasts.notify('success', t('deleted', { name: product?.name ?? '' }));
          navigate('/products', { replace: true });
        },
      },
    }),
    { ...useFlowOptions(), input: { id: productId } },
  );
  const product = useSelector(actor, (s) => s.context.product);
  const brands = useSelector(actor, (s) => s.context.brands);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const editingOpen = useSelector(actor, (s) => s.hasTag('editing'));
  const confirmingOpen = useSelector(actor, (s) => s.hasTag('confirming'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);

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
        actions={<Button onClick={() => actor.send({ type: 'product.retry' })}>{t('common:retry')}</Button>}
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
              onClick={() => actor.send({ type: 'product.edit' })}
            >
              {t('overview.edit')}
            </Button>
            <Button
              variant="secondary"
              leadingIcon={<IconTrash size={18} />}
              onClick={() => actor.send({ type: 'product.delete' })}
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
        onSubmit={(values) => actor.send({ type: 'product.save', values })}
        onCancel={() => actor.send({ type: 'product.cancel' })}
      />
      <DeleteDialog
        open={confirmingOpen}
        title={t('delete.title', { name: product.name })}
        description={t('delete.text')}
        busy={busy && confirmingOpen}
        error={confirmingOpen ? error : null}
        onConfirm={() => actor.send({ type: 'product.confirm' })}
        onCancel={() => actor.send({ type: 'product.cancel' })}
      />
    </div>
  );
}
