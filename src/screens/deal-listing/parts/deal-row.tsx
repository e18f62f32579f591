/** One deal of the listing: the creator, the campaign and product, status, whose turn, and when it is due. */
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { DealSummaryFieldsFragment } from '../../../graphql/generated/graphql';
import { useLanguage } from '../../shared/app-context';
import { DealStatusBadge, DealTurnBadge } from '../../shared/deals/deal-badges';
import { formatDateTime } from '../../shared/deals/dates';
import { turnShown } from '../../../machines/deal-overview-facts';
import * as styles from '../deal-listing.css';

export function DealRow({ deal }: { deal: DealSummaryFieldsFragment }) {
  const { t } = useTranslation('dealListing');
  const { locale } = useLanguage();
  const thumb = deal.creator.portfolio[0]?.thumbnail_url;
  return (
    <article className={styles.row} data-awaiting={deal.awaiting ?? undefined}>
      {thumb ? (
        <img src={thumb} alt="" className={styles.thumb} loading="lazy" />
      ) : (
        <span className={styles.thumb} />
      )}
      <div className={styles.who}>
        <h2 className={styles.name}>
          <Link
            href={`/deal/${deal.id}`}
            className={styles.link}
            aria-label={t('row.open', { name: deal.creator.name })}
          >
            {deal.creator.name}
          </Link>
        </h2>
        <span className={styles.sub}>
          {t('row.for', { campaign: deal.campaign.name, product: deal.product.name })}
        </span>
      </div>
      <div className={styles.badges}>
        <DealStatusBadge status={deal.status} />
        <DealTurnBadge awaiting={turnShown(deal)} />
      </div>
      <span className={styles.due}>
        {deal.due_at ? t('row.due', { date: formatDateTime(deal.due_at, locale) }) : null}
      </span>
    </article>
  );
}
