/**
 * Products (/products): the company's products as cards, searchable by name, filterable by brand, in pages,
 * with create, edit and delete in dialogs. The list's query lives in the address (`?search=&brand=&page=`), so
 * a reload shows the same list and Back the one before; `?new=1` opens the create dialog.
 */
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { PRODUCTS_PAGE_SIZE } from '../../domain/catalog';
import type { ProductsQuery } from '../../machines/products';
import { Button, IconPlus, PageHeader, Pagination } from '../../ui';
import { useFlow, useFlowOptions, useToasts } from '../shared/app-context';
import { DeleteDialog } from '../shared/catalog/delete-dialog';
import { ProductFormModal } from '../shared/catalog/product-form-modal';
import { ProductToolbar } from './parts/product-toolbar';
import { ProductGrid } from './parts/product-grid';
import { pageSummary } from '../shared/page-summary';
import * as styles from './products.css';

/** The list's query as the address gives it; anything unknown falls back to the default. */
function readQuery(search: string): ProductsQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('search') ?? '',
    brand_id: params.get('brand') ?? '',
  };
}

/** The address of a query: only what differs from the default, always in the same order. */
function addressOf(query: ProductsQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.brand_id) params.set('brand', query.brand_id);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `/products?${text}` : '/products';
}

export function ProductsScreen() {
  const { t } = useTranslation('products');
  const productsMachine = useFlow('products');
  const toasts = useToasts();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [initial] = useState(() => new URLSearchParams(search));
  const actor = useActorRef(
    productsMachine.provide({
      actions: {
        announceSaved: (_, { item, created }) =>
          toasts.notify('success', t(created ? 'created' : 'updated', { name: item.name })),
        announceDeleted: (_, { item }) => toasts.notify('success', t('deleted', { name: item.name })),
      },
    }),
    { ...useFlowOptions(), input: { query: readQuery(search) } },
  );
  const query = useSelector(actor, (s) => s.context.query);
  const typing = useSelector(actor, (s) => s.matches({ ready: 'debouncing' }));
  // The query the list and the address bar last agreed on: a change on either side is taken by the other.
  const agreed = useRef(addressOf(readQuery(search)));
  const shown = addressOf(query);
  useEffect(() => {
    if (typing || shown === agreed.current) return;
    agreed.current = shown;
    navigate(shown);
  }, [typing, shown, navigate]);
  useEffect(() => {
    const wanted = readQuery(search);
    if (addressOf(wanted) === agreed.current) return;
    agreed.current = addressOf(wanted);
    actor.send({ type: 'products.query', query: wanted });
  }, [search, actor]);
  const total = useSelector(actor, (s) => s.context.total);
  const brands = useSelector(actor, (s) => s.context.brands);
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const editingOpen = useSelector(actor, (s) => s.hasTag('editing'));
  const confirmingOpen = useSelector(actor, (s) => s.hasTag('confirming'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const editing = useSelector(actor, (s) => s.context.editing);
  const deleting = useSelector(actor, (s) => s.context.deleting);
  const error = useSelector(actor, (s) => s.context.error);

  useEffect(() => {
    if (ready && initial.get('new') === '1' && brands.length > 0) {
      initial.delete('new');
      actor.send({ type: 'products.create' });
      navigate(agreed.current, { replace: true });
    }
  }, [ready, initial, brands.length, actor, navigate]);

  const pageCount = Math.max(1, Math.ceil(total / PRODUCTS_PAGE_SIZE));
  const from = total === 0 ? 0 : (query.page - 1) * PRODUCTS_PAGE_SIZE + 1;
  const to = Math.min(total, query.page * PRODUCTS_PAGE_SIZE);

  return (
    <div className={styles.screen}>
      <PageHeader
        title={t('title')}
        description={t('lead')}
        actions={
          <Button
            leadingIcon={<IconPlus size={18} />}
            onClick={() => actor.send({ type: 'products.create' })}
            disabled={!ready || brands.length === 0}
          >
            {t('new')}
          </Button>
        }
      />
      <ProductToolbar
        search={query.search ?? ''}
        brandId={query.brand_id ?? ''}
        brands={brands}
        onSearch={(text) => actor.send({ type: 'products.search', query: { search: text, page: 1 } })}
        onBrand={(brandId) => actor.send({ type: 'products.query', query: { brand_id: brandId, page: 1 } })}
      />
      <ProductGrid actor={actor} />
      <Pagination
        page={query.page}
        pageCount={pageCount}
        onChange={(page) => actor.send({ type: 'products.query', query: { page } })}
        summary={pageSummary(t, from, to, total)}
        labels={{
          nav: t('pagination.nav'),
          previous: t('pagination.previous'),
          next: t('pagination.next'),
          page: (page) => t('pagination.page', { page }),
          position: (page, count) => t('pagination.position', { page, count }),
        }}
      />
      <ProductFormModal
        open={editingOpen}
        product={editing}
        brands={brands}
        defaultBrandId={query.brand_id || undefined}
        busy={busy && editingOpen}
        error={editingOpen ? error : null}
        onSubmit={(values) => actor.send({ type: 'products.save', values })}
        onCancel={() => actor.send({ type: 'products.cancel' })}
      />
      <DeleteDialog
        open={confirmingOpen}
        title={t('delete.title', { name: deleting?.name ?? '' })}
        description={t('delete.text')}
        busy={busy && confirmingOpen}
        error={confirmingOpen ? error : null}
        onConfirm={() => actor.send({ type: 'products.confirm' })}
        onCancel={() => actor.send({ type: 'products.cancel' })}
      />
    </div>
  );
}
