/**
 * For the routes that later issues build: says what the page will do, that it is on its way, and offers the
 * way back. Never a blank page.
 */
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Badge, ButtonLink, IconArrowLeft, IconCheckCircle, IconRocket } from '../../ui';
import * as styles from './coming-soon.css';

export function ComingSoonScreen({ feature }: { feature: string }) {
  const { t } = useTranslation('comingSoon');
  const points = t(`features.${feature}.points`, { returnObjects: true, defaultValue: [] }) as unknown;
  const list = Array.isArray(points) ? (points as string[]) : [];
  return (
    <section className={styles.panel} aria-labelledby="coming-soon-title">
      <div className={styles.text}>
        <div>
          <Badge tone="primary">{t('badge')}</Badge>
        </div>
        <h1 id="coming-soon-title" className={styles.title}>
          {t(`features.${feature}.title`, { defaultValue: t('fallbackTitle') })}
        </h1>
        <p className={styles.description}>
          {t(`features.${feature}.description`, { defaultValue: t('fallbackDescription') })}
        </p>
        {list.length > 0 ? (
          <ul className={styles.points}>
            {list.map((point) => (
              <li key={point} className={styles.point}>
                <IconCheckCircle size={18} className={styles.pointIcon} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <ButtonLink component={Link} href="/" variant="secondary" leadingIcon={<IconArrowLeft size={18} />}>
            {t('back')}
          </ButtonLink>
        </div>
      </div>
      <div className={styles.art} aria-hidden="true">
        <span className={styles.artTile}>
          <IconRocket size={44} />
        </span>
      </div>
    </section>
  );
}
