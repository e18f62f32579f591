/**
 * Wallet (/wallet): the balance, a top-up by card (the 4% fee and the total shown before paying) or by wire (the
 * platform's bank details and a reference), the wires on their way and the latest movements. The balance follows
 * the account's (CompanyData, refreshed by each live notification), so a confirmed wire shows without reload.
 *
 * `?topUp=<cents>&return=<path>` opens the top-up with that amount and, once it succeeded, goes back to the
 * same-site path (a campaign's payment that needs more money).
 */
import { useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, IconWarning, PageHeader, Skeleton } from '../../ui';
import { formatMoney } from '../../domain/money';
import type { WalletOverviewQuery, CardsQuery } from '../../graphql/generated/graphql';
import { resourceData } from '../../machines/resource';
import { useFlow, useCompany, useLanguage, useFlowOptions } from '../shared/app-context';
import { WalletTopUp } from './parts/top-up-panel';
import { PendingWires, RecentActivity } from './parts/activity';
import * as styles from './wallet.css';

type Overview = WalletOverviewQuery['WalletOverview'] & { cards: CardsQuery['Cards'] };
const overviewOf = resourceData<Overview>();

/** The amount of `?topUp=` in cents, when it is one. */
function prefilled(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

export function WalletScreen() {
  const { t } = useTranslation('money');
  const { locale } = useLanguage();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [initial] = useState(() => new URLSearchParams(search));
  const balance = useCompany()?.wallet.balance ?? 0;
  const overview = useActorRef(useFlow('wallet'), { ...useFlowOptions(), input: {} });
  const data = useSelector(overview, overviewOf);
  const failed = useSelector(overview, (s) => s.hasTag('failed'));
  // A movement made elsewhere (a wire confirmed by staff, another tab) changes the account's balance: reload.
  useEffect(() => {
    overview.send({ type: 'resource.reload' });
  }, [balance, overview]);

  const back = new URLSearchParams({ return: `/wallet${search ? `?${search}` : ''}` });
  const addCardHref = `/account/payment-methods?${back.toString()}`;

  return (
    <div className={styles.screen}>
      <PageHeader title={t('wallet.title')} description={t('wallet.lead')} />
      {failed ? (
        <EmptyState
          bordered
          icon={<IconWarning size={26} />}
          title={t('wallet.failed.title')}
          description={t('wallet.failed.text')}
          actions={
            <Button onClick={() => overview.send({ type: 'resource.retry' })}>{t('common:retry')}</Button>
          }
        />
      ) : (
        <div className={styles.columns}>
          <div className={styles.column}>
            <Card padding="lg" aria-labelledby="wallet-balance">
              <p id="wallet-balance" className={styles.muted}>
                {t('wallet.balance')}
              </p>
              <p className={styles.balance} data-testid="wallet-balance">
                {formatMoney(balance, locale)}
              </p>
              <p className={styles.muted}>{t('wallet.balanceHint')}</p>
            </Card>
            {data ? (
              <WalletTopUp
                cards={data.cards}
                bank={data.platform_bank}
                addCardHref={addCardHref}
                amount={prefilled(initial.get('topUp'))}
                returnTo={initial.get('return')}
                onToppedUp={(wire) =>
                  overview.send({ type: 'resource.reload', ...(wire ? { input: { wires: [wire] } } : {}) })
                }
                onReturn={navigate}
                arrivals={data.wire_arrivals}
              />
            ) : (
              <Skeleton shape="block" />
            )}
          </div>
          <div className={styles.column}>
            {data ? (
              <>
                <PendingWires wires={data.pending_wires} />
                <RecentActivity movements={data.recent} />
              </>
            ) : (
              <Skeleton shape="block" />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
