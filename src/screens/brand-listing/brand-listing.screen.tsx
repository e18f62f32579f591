/**
 * Brand listing (/brands): every brand of the company as a card, with create, edit and delete in dialogs.
 * A brand that still has products is not deleted: the dialog says why. `?new=1` opens the create dialog.
 */
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { createCatalogMachine, catalogView } from '../../machines/catalog';
import { Button, EmptyState, IconPlus, IconTag, IconWarning, PageHeader, Skeleton } from '../../ui';
import { useApi, useToasts } from '../shared/app-context';
import { brandActors, type Brand } from '../shared/catalog/catalog-api';
import { DeleteDialog } from '../shared/catalog/delete-dialog';
import { BrandCard } from './parts/brand-card';
import { BrandFormModal } from './parts/brand-form-modal';
import * as styles from './brand-listing.css';

const brandsMachine = createCatalogMachine('brands');
const view = catalogView<Brand, { page?: number }>();

export function BrandListingScreen() {
  const { t } = useTranslation('brands');
  const api = useApi();
  const toasts = useToasts();
  const search = useSearch();
  const [, navigate] = useLocation();
  const actor = useActorRef(
    brandsMachine.provide({
      actors: brandActors(api),
      actions: {
        announceSaved: (_, { item, created }) =>
          toasts.notify('success', t(created ? 'created' : 'updated', { name: (item as Brand).name })),
        announceDeleted: (_, { item }) =>
          toasts.notify('success', t('deleted', { name: (item as Brand).name })),
      },
    }),
    { input: { query: {} } },
  );
  const brands = useSelector(actor, view.items);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const editingOpen = useSelector(actor, (s) => s.hasTag('editing'));
  const confirmingOpen = useSelector(actor, (s) => s.hasTag('confirming'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const editing = useSelector(actor, view.editing);
  const deleting = useSelector(actor, view.deleting);
  const error = useSelector(actor, view.error);
  const ready = !loading && !failed;

  useEffect(() => {
    if (ready && new URLSearchParams(search).get('new') === '1') {
      actor.send({ type: 'catalog.create' });
      navigate('/brands', { replace: true });
    }
  }, [ready, search, actor, navigate]);

  const create = () => actor.send({ type: 'catalog.create' });

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
          actions={<Button onClick={() => actor.send({ type: 'catalog.retry' })}>{t('common:retry')}</Button>}
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
                onEdit={() => actor.send({ type: 'catalog.edit', item: brand })}
                onDelete={() => actor.send({ type: 'catalog.delete', item: brand })}
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
        onSubmit={(values) => actor.send({ type: 'catalog.save', values })}
        onCancel={() => actor.send({ type: 'catalog.cancel' })}
      />
      <DeleteDialog
        open={confirmingOpen}
        title={t('delete.title', { name: deleting?.name ?? '' })}
        description={t('delete.text')}
        busy={busy && confirmingOpen}
        error={confirmingOpen ? error : null}
        onConfirm={() => actor.send({ type: 'catalog.confirm' })}
        onCancel={() => actor.send({ type: 'catalog.cancel' })}
      />
    </div>
  );
}
