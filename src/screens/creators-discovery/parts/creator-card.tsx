/**
 * One creator: up to three portfolio thumbnails (they open the portfolio), name, handle, tier, where, and Hire;
 * or, when the campaign cannot hire them, why (the API's `hire_block`), before any dialog.
 */
import { useTranslation } from 'react-i18next';
import { Badge, Button, IconCheck } from '../../../ui';
import type { DiscoveryCreator } from '../../../machines/discovery-types';
import { useLanguage } from '../../shared/app-context';
import { regionName } from './names';
import * as styles from './creator-card.css';

export function CreatorCard({
  creator,
  hired,
  canHire,
  onPortfolio,
  onHire,
}: {
  creator: DiscoveryCreator;
  hired: boolean;
  canHire: boolean;
  onPortfolio: () => void;
  onHire: () => void;
}) {
  const { t } = useTranslation('discovery');
  const { locale } = useLanguage();
  const thumbs = creator.portfolio.slice(0, 3);
  // Hired since the page was loaded counts as hired; the other reasons are the API's.
  const block = hired ? null : creator.hire_block;
  return (
    <article className={styles.card} aria-labelledby={`creator-${creator.id}`}>
      <button
        type="button"
        className={styles.thumbs}
        onClick={onPortfolio}
        aria-label={t('card.openPortfolio', { name: creator.name })}
      >
        {thumbs.map((item) => (
          <span key={item.id} className={styles.thumb}>
            <img src={item.thumbnail_url} alt="" className={styles.thumbImage} loading="lazy" />
            {item.kind === 'video' ? (
              <span className={styles.playMark} aria-hidden="true">
                ▶
              </span>
            ) : null}
          </span>
        ))}
      </button>
      <div className={styles.body}>
        <div className={styles.head}>
          <div>
            <h2 id={`creator-${creator.id}`} className={styles.name}>
              {creator.name}
            </h2>
            <span className={styles.handle}>@{creator.handle}</span>
          </div>
          <Badge tone={creator.tier === 'pro' ? 'primary' : 'neutral'} size="sm">
            {t(`tier.${creator.tier}`)}
          </Badge>
        </div>
        <div className={styles.meta}>
          <span>{regionName(creator.country, locale)}</span>
          <span aria-hidden="true">·</span>
          <span>{t('card.age', { age: creator.age })}</span>
          <span aria-hidden="true">·</span>
          <span>{creator.categories.map((category) => t(`category.${category}`)).join(', ')}</span>
        </div>
        <p className={styles.bio}>{creator.bio}</p>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={onPortfolio}>
            {t('card.portfolio')}
          </Button>
          {block ? (
            <span className={styles.block}>
              {t(`block.${block.code}`, {
                criterion: block.criterion ? t(`criterion.${block.criterion}`) : '',
              })}
            </span>
          ) : hired ? (
            <Badge tone="green" size="md">
              <IconCheck size={14} aria-hidden="true" /> {t('card.hired')}
            </Badge>
          ) : (
            <Button
              size="sm"
              onClick={onHire}
              disabled={!canHire}
              aria-label={t('card.hireName', { name: creator.name })}
            >
              {t('card.hire')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
