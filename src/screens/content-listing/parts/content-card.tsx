/** One content item: its thumbnail or poster frame (opens the preview), status, creator, campaign, download. */
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Badge, ButtonLink } from '../../../ui';
import type { ContentItemsQuery } from '../../../graphql/generated/graphql';
import { ContentStatusBadge } from '../../shared/deals/deal-badges';
import * as styles from '../content-listing.css';

export type ContentEntry = ContentItemsQuery['ContentItems']['items'][number];

export function ContentCard({ item, onPreview }: { item: ContentEntry; onPreview: () => void }) {
  const { t } = useTranslation(['contentListing', 'content']);
  const kind = t(`content:kind.${item.kind === 'video' ? 'video' : 'image'}`);
  return (
    <article className={styles.card}>
      <button
        type="button"
        className={styles.preview}
        onClick={onPreview}
        aria-label={t('card.preview', { kind: kind.toLowerCase(), name: item.creator.name })}
      >
        <img src={item.thumbnail_url} alt="" className={styles.thumb} loading="lazy" />
        {item.kind === 'video' ? (
          <span className={styles.play} aria-hidden="true">
            ▶ {kind}
          </span>
        ) : null}
      </button>
      <div className={styles.body}>
        <h2 className={styles.name}>{item.creator.name}</h2>
        <span className={styles.sub}>
          {t('card.for', { campaign: item.campaign.name, product: item.product.name })}
        </span>
        <div className={styles.row}>
          <ContentStatusBadge status={item.status} />
          <Badge size="sm">{kind}</Badge>
        </div>
        <div className={styles.row}>
          <ButtonLink
            href={item.download_url}
            variant="secondary"
            size="sm"
            download={item.file_name}
            aria-label={t('card.downloadName', { file: item.file_name })}
          >
            {t('card.download')}
          </ButtonLink>
          <ButtonLink component={Link} href={`/deal/${item.deal_id}`} variant="ghost" size="sm">
            {t('card.deal')}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
