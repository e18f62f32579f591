/**
 * The portfolio sidebar (SPEC.md §2): a creator's work as thumbnails; one opens large, an image as itself and a
 * video playing with its controls, with the others in a strip to move between them. A dialog from the right edge:
 * focus stays inside, Escape and the backdrop close it.
 */
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Button, IconArrowLeft, IconClose, useFocusTrap, useScrollLock } from '../../../ui';
import type { DiscoveryCreator } from '../../../machines/discovery-types';
import { useLanguage } from '../../shared/app-context';
import { languageNames, regionName } from './names';
import * as styles from './portfolio-sidebar.css';

export function PortfolioSidebar({
  creator,
  itemId,
  hired,
  canHire,
  onView,
  onBack,
  onClose,
  onHire,
}: {
  creator: DiscoveryCreator | null;
  itemId: string | null;
  hired: boolean;
  canHire: boolean;
  onView: (itemId: string) => void;
  onBack: () => void;
  onClose: () => void;
  onHire: () => void;
}) {
  const { t } = useTranslation('discovery');
  const { locale } = useLanguage();
  const panel = useRef<HTMLDivElement>(null);
  const open = creator !== null;
  useFocusTrap(panel, open, onClose);
  useScrollLock(open);
  if (!creator || typeof document === 'undefined') return null;
  const index = creator.portfolio.findIndex((item) => item.id === itemId);
  const item = index >= 0 ? creator.portfolio[index] : undefined;
  const kind = (kindOf: string) => t(`portfolio.${kindOf === 'video' ? 'video' : 'image'}`);

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="portfolio-title"
        tabIndex={-1}
        className={styles.panel}
      >
        <div className={styles.header}>
          <div className={styles.headerText}>
            <h2 id="portfolio-title" className={styles.title}>
              {t('portfolio.title', { name: creator.name })}
            </h2>
            <p className={styles.sub}>
              @{creator.handle} · {regionName(creator.country, locale)} ·{' '}
              {t('card.age', { age: creator.age })}
            </p>
            <p className={styles.sub}>
              {t('portfolio.languages', { languages: languageNames(creator.languages, locale) })}
            </p>
            <div>
              <Badge tone={creator.tier === 'pro' ? 'primary' : 'neutral'} size="sm">
                {t(`tier.${creator.tier}`)}
              </Badge>
            </div>
          </div>
          <Button variant="ghost" size="sm" iconOnly aria-label={t('portfolio.close')} onClick={onClose}>
            <IconClose size={18} />
          </Button>
        </div>
        <div className={styles.body}>
          <p className={styles.sub}>{creator.bio}</p>
          {item ? (
            <div className={styles.viewer}>
              <div>
                <Button variant="ghost" size="sm" leadingIcon={<IconArrowLeft size={16} />} onClick={onBack}>
                  {t('portfolio.back')}
                </Button>
              </div>
              {item.kind === 'video' ? (
                <video
                  key={item.id}
                  className={styles.large}
                  src={item.url}
                  poster={item.thumbnail_url}
                  controls
                  autoPlay
                  muted
                  playsInline
                  aria-label={t('portfolio.videoLabel', { position: index + 1, name: creator.name })}
                />
              ) : (
                <img
                  key={item.id}
                  className={styles.large}
                  src={item.url}
                  alt={t('portfolio.imageAlt', { position: index + 1, name: creator.name })}
                />
              )}
              <ul className={styles.strip}>
                {creator.portfolio.map((other, position) => (
                  <li key={other.id}>
                    <button
                      type="button"
                      className={styles.stripButton}
                      aria-current={other.id === item.id ? 'true' : undefined}
                      aria-label={t('portfolio.view', { kind: kind(other.kind), position: position + 1 })}
                      onClick={() => onView(other.id)}
                    >
                      <img src={other.thumbnail_url} alt="" className={styles.stripImage} />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : creator.portfolio.length === 0 ? (
            <p className={styles.sub}>{t('portfolio.empty')}</p>
          ) : (
            <ul className={styles.items}>
              {creator.portfolio.map((other, position) => (
                <li key={other.id}>
                  <button
                    type="button"
                    className={styles.itemButton}
                    aria-label={t('portfolio.view', { kind: kind(other.kind), position: position + 1 })}
                    onClick={() => onView(other.id)}
                  >
                    <img src={other.thumbnail_url} alt="" className={styles.itemImage} loading="lazy" />
                    {other.kind === 'video' ? (
                      <span className={styles.kindMark} aria-hidden="true">
                        ▶ {t('portfolio.seconds', { seconds: Math.round((other.duration_ms ?? 0) / 1000) })}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.footer}>
          {hired ? (
            <Badge tone="green">{t('card.hired')}</Badge>
          ) : (
            <Button onClick={onHire} disabled={!canHire}>
              {t('card.hireName', { name: creator.name })}
            </Button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
