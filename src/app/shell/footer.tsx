/** The footer of the signed-in app: resources, legal links, social links and the support hours. */
import { useTranslation } from 'react-i18next';
import { IconInstagram, IconLinkedIn, IconTikTok, IconX, IconYouTube, type IconProps } from '../../ui';
import type { ComponentType } from 'react';
import { useLanguage } from '../../screens/shared/app-context';
import { FOOTER_LINKS, SOCIAL_LINKS, type SocialLink } from './links';
import { businessHours } from './business-hours';
import * as styles from './footer.css';

const SOCIAL_ICONS: Record<SocialLink, ComponentType<IconProps>> = {
  instagram: IconInstagram,
  tiktok: IconTikTok,
  linkedin: IconLinkedIn,
  x: IconX,
  youtube: IconYouTube,
};

const external = (href: string) =>
  href.startsWith('http') ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };

export function Footer() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const hours = businessHours(locale);
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.column}>
          <h2 className={styles.heading}>{t('appName')}</h2>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <ul className={styles.social} aria-label={t('footer.social')}>
            {(Object.keys(SOCIAL_LINKS) as SocialLink[]).map((network) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <a
                    className={styles.socialLink}
                    {...external(SOCIAL_LINKS[network])}
                    aria-label={t(`footer.networks.${network}`)}
                  >
                    <Icon size={18} />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <nav className={styles.column} aria-labelledby="footer-resources">
          <h2 id="footer-resources" className={styles.heading}>
            {t('footer.resources')}
          </h2>
          <ul className={styles.links}>
            {(['blog', 'academy'] as const).map((key) => (
              <li key={key}>
                <a className={styles.link} {...external(FOOTER_LINKS[key])}>
                  {t(`footer.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            {t('footer.help')}
          </h2>
          <ul className={styles.links}>
            {(['faq', 'support'] as const).map((key) => (
              <li key={key}>
                <a className={styles.link} {...external(FOOTER_LINKS[key])}>
                  {t(`footer.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{t('footer.hoursTitle')}</h2>
          <dl className={styles.hours}>
            <dt className={styles.hoursDay}>{t('footer.weekdays')}</dt>
            <dd className={styles.hoursTime}>{t('footer.hoursRange', hours.weekdays)}</dd>
            <dt className={styles.hoursDay}>{t('footer.weekends')}</dt>
            <dd className={styles.hoursTime}>{t('footer.hoursRange', hours.weekends)}</dd>
          </dl>
        </div>
      </div>
      <div className={styles.bottom}>
        <span>{t('footer.copyright', { year })}</span>
        <ul className={styles.legal}>
          {(['privacy', 'terms'] as const).map((key) => (
            <li key={key}>
              <a className={styles.link} {...external(FOOTER_LINKS[key])}>
                {t(`footer.${key}`)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
