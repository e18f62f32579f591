/**
 * The dashboard's deals waiting for the brand (ship a product, review content), within its "Needs you"; kept
 * fresh by live deal events.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { DashboardDealsQuery } from '../../../graphql/generated/graphql';
import { ButtonLink, Skeleton } from '../../../ui';
import { DealStatusBadge } from '../../shared/deals/deal-badges';
import * as styles from './awaiting-deals.css';
import { useFlow, useFlowOptions } from '../../shared/app-context';

type Page = DashboardDealsQuery['Deals'];

export function AwaitingDeals() {
  const { t } = useTranslation('dashboard');
  const actor = useActorRef(useFlow('dashboardDeals'), { ...useFlowOptions(), input: { query: {} } });
  const page = useSelector(actor, (s) => s.context.page as Page | null);
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  if (failed) return null;
  return (
    <section className={styles.group} aria-labelledby="awaiting-deals-title">
      <div className={styles.head}>
        <h3 id="awaiting-deals-title" className={styles.subtitle}>
          {t('deals.title')}
        </h3>
        <ButtonLink component={Link} href="/deals?tab=awaiting" variant="ghost" size="sm">
          {t('deals.all')}
        </ButtonLink>
      </div>
      {!page ? (
        <Skeleton />
      ) : page.awaiting_brand === 0 ? (
        <p className={styles.muted}>{t('deals.none')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('deals.count', { count: page.awaiting_brand })}</p>
          <ul className={styles.list}>
            {page.items.map((deal) => (
              <li key={deal.id} className={styles.row}>
                <Link
                  href={`/deal/${deal.id}`}
                  className={styles.link}
                  aria-label={t('deals.open', { name: deal.creator.name })}
                >
                  {deal.creator.name}
                </Link>
                <span className={styles.muted}>
                  {t('deals.for', { campaign: deal.campaign.name, product: deal.product.name })}
                </span>
                <DealStatusBadge status={deal.status} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
