/**
 * One page of the billing history for the filters of the URL: a table of movements (date, description, method,
 * amount, fee, balance after it), a PDF receipt for each payment, and the pages. Keyed by the URL by its screen,
 * so a new filter or page is a new load.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  IconReceipt,
  IconWarning,
  Pagination,
  Skeleton,
  Table,
  TableCaption,
  TBody,
  Td,
  Th,
  THead,
  Tr,
} from '../../../ui';
import type { BillingHistoryQuery, BillingHistoryQueryVariables } from '../../../graphql/generated/graphql';
import { formatMoney } from '../../../domain/money';
import { resourceData } from '../../../machines/resource';
import { useFlow, useLanguage, useFlowOptions } from '../../shared/app-context';
import { dateText, kindText, methodText, signedMoney } from '../../shared/money/movement-text';
import * as styles from '../billing.css';
import { pageSummary } from '../../shared/page-summary';

type Page = BillingHistoryQuery['BillingHistory'];
const pageOf = resourceData<Page>();

/** A cell whose money did not move: a dash, read out as words. */
function Unchanged({ label }: { label: string }) {
  return (
    <span className={styles.muted} role="img" aria-label={label} title={label}>
      —
    </span>
  );
}

export function History({
  filter,
  onPage,
  onReceipt,
}: {
  filter: BillingHistoryQueryVariables;
  /** Another page: the one after this one is read on from where this one ended (`after`). */
  onPage: (page: number, after: string | null) => void;
  onReceipt: (id: string) => void;
}) {
  const { t } = useTranslation('money');
  const { locale } = useLanguage();
  const actor = useActorRef(useFlow('billing'), { ...useFlowOptions(), input: { input: filter } });
  const page = useSelector(actor, pageOf);
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  if (failed)
    return (
      <EmptyState
        bordered
        icon={<IconWarning size={26} />}
        title={t('billing.failed.title')}
        description={t('billing.failed.text')}
        actions={<Button onClick={() => actor.send({ type: 'resource.retry' })}>{t('common:retry')}</Button>}
      />
    );
  if (!page) return <Skeleton shape="block" />;
  if (page.total === 0)
    return (
      <EmptyState
        bordered
        icon={<IconReceipt size={26} />}
        title={t('billing.empty.title')}
        description={t('billing.empty.text')}
      />
    );
  const pageCount = Math.max(1, Math.ceil(page.total / page.page_size));
  const first = (page.page - 1) * page.page_size + 1;
  return (
    <>
      <Table>
        <TableCaption>{t('billing.caption')}</TableCaption>
        <THead>
          <Tr>
            <Th>{t('billing.columns.date')}</Th>
            <Th>{t('billing.columns.description')}</Th>
            <Th>{t('billing.columns.method')}</Th>
            <Th className={styles.end}>{t('billing.columns.amount')}</Th>
            <Th className={styles.end}>{t('billing.columns.fee')}</Th>
            <Th className={styles.end}>{t('billing.columns.escrow')}</Th>
            <Th className={styles.end}>{t('billing.columns.balance')}</Th>
            <Th className={styles.end}>{t('billing.columns.receipt')}</Th>
          </Tr>
        </THead>
        <TBody>
          {page.items.map((entry) => (
            <Tr key={entry.id}>
              <Td label={t('billing.columns.date')}>{dateText(entry.created_at, locale)}</Td>
              <Td primary>
                <span className={styles.description}>
                  <span>{kindText(t, entry.kind)}</span>
                  {entry.description ? (
                    <span className={styles.muted}>
                      {entry.creator_name
                        ? t('billing.creatorDeal', {
                            creator: entry.creator_name,
                            campaign: entry.description,
                          })
                        : entry.description}
                    </span>
                  ) : null}
                  {entry.short > 0 ? (
                    <span className={styles.muted}>{t('billing.short', { cents: entry.short })}</span>
                  ) : null}
                </span>
              </Td>
              <Td label={t('billing.columns.method')}>{methodText(t, entry)}</Td>
              <Td className={styles.end} label={t('billing.columns.amount')}>
                {entry.method === 'escrow' ? (
                  <Unchanged label={t('billing.unchanged')} />
                ) : (
                  <span className={`${styles.amount} ${entry.amount > 0 ? styles.positive : ''}`}>
                    {signedMoney(entry.amount, locale)}
                  </span>
                )}
              </Td>
              <Td className={styles.end} label={t('billing.columns.fee')}>
                <span className={styles.amount}>{formatMoney(entry.fee, locale)}</span>
              </Td>
              <Td className={styles.end} label={t('billing.columns.escrow')}>
                {entry.escrow === 0 ? (
                  <Unchanged label={t('billing.unchanged')} />
                ) : (
                  <span className={styles.amount}>{signedMoney(entry.escrow, locale)}</span>
                )}
              </Td>
              <Td className={styles.end} label={t('billing.columns.balance')}>
                <span className={styles.amount}>{formatMoney(entry.balance, locale)}</span>
              </Td>
              <Td className={styles.end} label={t('billing.columns.receipt')}>
                {entry.has_receipt ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('billing.receiptOf', { date: dateText(entry.created_at, locale) })}
                    onClick={() => onReceipt(entry.id)}
                  >
                    {entry.receipt_number ?? t('billing.receipt')}
                  </Button>
                ) : null}
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      {pageCount > 1 || page.total > 0 ? (
        <Pagination
          page={page.page}
          pageCount={pageCount}
          onChange={(number) => onPage(number, number === page.page + 1 ? (page.next_cursor ?? null) : null)}
          summary={pageSummary(
            t,
            first,
            first + page.items.length - 1,
            page.total,
            'billing',
            page.total_estimated,
          )}
          labels={{
            nav: t('billing.pagination.nav'),
            previous: t('billing.pagination.previous'),
            next: t('billing.pagination.next'),
            page: (number) => t('billing.pagination.page', { page: number }),
            position: (number, count) => t('billing.pagination.position', { page: number, count }),
          }}
        />
      ) : null}
    </>
  );
}
