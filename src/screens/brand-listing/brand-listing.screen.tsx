/**
 * Brand listing (/brands): every brand of the company as a card, with create, edit and delete in dialogs.
 * A brand that still has products is not deleted: the dialog says why. `?new=1` opens the create dialog.
 */
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { BrandsSnapshot } from '../../machines/brands';
import { Button, EmptyState, IconPlus, IconTag, IconWarning, PageHeader, Skeleton } from '../../ui';
import { useFlow, useFlowOptions, useToasts } from '../shared/app-context';
import { DeleteDialog } from '../shared/catalog/delete-dialog';
import { BrandCard } from './parts/brand-card';
import { BrandFormModal } from './parts/brand-form-modal';
import * as styles from './brand-listing.css';

const brandsOf = (s: BrandsSnapshot) => s.context.brands;

export function BrandListingScreen() {
  const { t } = useTranslation('brands');
  const brandsMachine = useFlow('brands');
  const toasts = useToasts();
  const search = useSearch();
  const [, navigate] = useLocation();
  const actor = useActorRef(
    brandsMachine.provide({
      actions: {
        announceSaved: (_, { brand, created }) =>
          toasts.notify('success', t(created ? 'created' : 'updated', { name: brand.name })),
        announceDeleted: (_, { brand }) => toasts.notify('success', t('deleted', { name: brand.name })),
      },
    }),
    useFlowOptions(),
  );
  const brands = useSelector(actor, brandsOf);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const editingOpen = useSelector(actor, (s) => s.hasTag('editing'));
  const confirmingOpen = useSelector(actor, (s) => s.hasTag('confirming'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const editing = useSelector(actor, (s) => s.context.editing);
  const deleting = useSelector(actor, (s) => s.context.deleting);
  const error = useSelector(actor, (s) => s.context.error);
  const ready = !loading && !failed;

  useEffect(() => {
    if (ready && new URLSearchParams(search).get('new') === '1') {
      actor.send({ type: 'brands.create' });
      navigate('/brands', { replace: true });
    }
  }, [ready, search, actor, navigate]);

  const create = () => actor.send({ type: 'brands.create' });

  return (
    <div className={styles.screen}>
      <PageHeader
        title={t('title')}
        description={t('lead')}
        actions={
          brands.length > 0 ? (
            <Button leadingIcon={<IconPlus size={18} />} onClick={create}>
              {t('new')}
            </Button>
          ) : null
        }
      />
      {loading ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('common:loading')}>
          {[0, 1, 2].map((index) => (
            <li key={index} className={styles.item}>
              <Skeleton shape="block" />
            </li>
          ))}
        </ul>
      ) : failed ? (
        <EmptyState
          bordered
          icon={<IconWarning size={26} />}
          title={t('failed')}
          actions={<Button onClick={() => actor.send({ type: 'brands.retry' })}>{t('common:retry')}</Button>}
        />
      ) : brands.length === 0 ? (
        <EmptyState
          bordered
          icon={<IconTag size={26} />}
          title={t('empty.title')}
          description={t('empty.text')}
          actions={
            <Button leadingIcon={<IconPlus size={18} />} onClick={create}>
              {t('empty.action')}
            </Button>
          }
        />
      ) : (
        <ul className={styles.grid} aria-label={t('title')}>
          {brands.map((brand) => (
            <li key={brand.id} className={styles.item}>
              <BrandCard
                brand={brand}
                onEdit={() => actor.send({ type: 'brands.edit', brand })}
                onDelete={() => actor.send({ type: 'brands.delete', brand })}
              />
            </li>
          ))}
        </ul>
      )}
      <BrandFormModal
        open={editingOpen}
        brand={editing}
        brands={brands}
        busy={busy && editingOpen}
        error={editingOpen ? error : null}
        onSubmit={(values) => actor.send({ type: 'brands.save', values })}
        onCancel={() => actor.send({ type: 'brands.cancel' })}
      />
      <DeleteDialog
        open={confirmingOpen}
        title={t('delete.title', { name: deleting?.name ?? '' })}
        description={t('delete.text')}
        busy={busy && confirmingOpen}
        error={confirmingOpen ? error : null}
        onConfirm={() => actor.send({ type: 'brands.confirm' })}
        onCancel={() => actor.send({ type: 'brands.cancel' })}
      />
    </div>
  );
}
