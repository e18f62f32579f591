/**
 * Billing (/account/billing): the billing details (tax ID, bank transfer information), then every movement of the
 * company's money with filters by kind and dates and pages, all in the URL (`?kind=&from=&to=&page=&after=`: the
 * next page is read on from where the one shown ended, a page opened by its number alone is counted to), a CSV
 * export of what the filters keep and a PDF receipt per payment, in the user's language.
 */
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardHeader, Field, PageHeader, Select, TextInput } from '../../ui';
import { LEDGER_KINDS } from '../../domain/ledger';
import { CURSOR_MAX, decodeCursor } from '../../domain/paging';
import { useFlow, useLanguage, useToasts } from '../shared/app-context';
import { BillingProfileCard } from './parts/billing-profile-card';
import { History } from './parts/history';
import * as styles from './billing.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function filterOf(search: string) {
  const query = new URLSearchParams(search);
  const kind = query.get('kind');
  const from = query.get('from');
  const to = query.get('to');
  const page = Number(query.get('page'));
  const after = query.get('after');
  return {
    kind: kind && (LEDGER_KINDS as readonly string[]).includes(kind) ? kind : null,
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    // Where the page before ended (src/domain/paging.ts): the page is read on from there, its number kept.
    after: after && after.length <= CURSOR_MAX && decodeCursor(after) ? after : null,
  };
}

/** Hands a downloaded file to the browser under its name. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function BillingScreen() {
  const { t } = useTranslation('money');
  const { language } = useLanguage();
  const toasts = useToasts();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const download = useFlow('download');
  const [downloading, setDownloading] = useState(false);
  const filter = filterOf(search);

  const go = (next: Partial<typeof filter>) => {
    const merged = { ...filter, page: 1, after: null, ...next };
    const query = new URLSearchParams();
    if (merged.kind) query.set('kind', merged.kind);
    if (merged.from) query.set('from', merged.from);
    if (merged.to) query.set('to', merged.to);
    if (merged.page > 1) query.set('page', String(merged.page));
    if (merged.page > 1 && merged.after) query.set('after', merged.after);
    const text = query.toString();
    navigate(`${location}${text ? `?${text}` : ''}`);
  };

  const fetchFile = async (path: string, name: string) => {
    setDownloading(true);
    try {
      save(await download(path), name);
    } catch {
      toasts.notify('error', t('billing.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const exportQuery = new URLSearchParams({ lang: language });
  if (filter.kind) exportQuery.set('kind', filter.kind);
  if (filter.from) exportQuery.set('from', filter.from);
  if (filter.to) exportQuery.set('to', filter.to);

  return (
    <div className={styles.screen}>
      <PageHeader title={t('common:nav.billing')} />
      <BillingProfileCard />
      <Card padding="lg">
        <CardHeader
          title={t('billing.title')}
          description={t('billing.lead')}
          actions={
            <Button
              variant="secondary"
              loading={downloading}
              onClick={() =>
                void fetchFile(`/billing/export.csv?${exportQuery.toString()}`, 'creatorhub-billing.csv')
              }
            >
              {t('billing.csv')}
            </Button>
          }
        />
        <form
          className={styles.filters}
          aria-label={t('billing.filters')}
          onSubmit={(event) => event.preventDefault()}
        >
          <Field label={t('billing.kind')}>
            <Select
              name="kind"
              value={filter.kind ?? ''}
              onChange={(event) => go({ kind: event.target.value || null })}
              options={[
                { value: '', label: t('billing.allKinds') },
                ...LEDGER_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
              ]}
            />
          </Field>
          <Field label={t('billing.from')}>
            <TextInput
              type="date"
              name="from"
              value={filter.from ?? ''}
              onChange={(event) => go({ from: event.target.value || null })}
            />
          </Field>
          <Field label={t('billing.to')}>
            <TextInput
              type="date"
              name="to"
              value={filter.to ?? ''}
              onChange={(event) => go({ to: event.target.value || null })}
            />
          </Field>
          <Button
            type="button"
            variant="ghost"
            disabled={!filter.kind && !filter.from && !filter.to}
            onClick={() => go({ kind: null, from: null, to: null })}
          >
            {t('billing.clear')}
          </Button>
        </form>
      </Card>
      <History
        key={search}
        filter={{
          kind: filter.kind,
          from: filter.from,
          to: filter.to,
          page: filter.page,
          page_size: 20,
          after: filter.after,
        }}
        onPage={(page, after) => go({ page, after })}
        onReceipt={(id) =>
          void fetchFile(
            `/billing/receipts/${id}.pdf?lang=${language}`,
            `creatorhub-receipt-${id.slice(0, 8)}.pdf`,
          )
        }
      />
    </div>
  );
}
