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
        <LinkColumn id="footer-resources" title={t('footer.resources')} keys={['blog', 'academy']} />
        <LinkColumn id="footer-help" title={t('footer.help')} keys={['faq', 'support']} />
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

/** A titled column of footer links, each to its configured address. */
function LinkColumn({
  id,
  title,
  keys,
}: {
  id: string;
  title: string;
  keys: Array<keyof typeof FOOTER_LINKS>;
}) {
  const { t } = useTranslation();
  return (
    <nav className={styles.column} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {keys.map((key) => (
          <li key={key}>
            <a className={styles.link} {...external(FOOTER_LINKS[key])}>
              {t(`footer.${key}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
