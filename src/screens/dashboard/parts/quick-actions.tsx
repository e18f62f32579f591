/** Shortcuts to the places a brand user goes most. */
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { IconBox, IconChevronRight, IconSettings, IconSparkles, IconTag, type IconProps } from '../../../ui';
import * as styles from './quick-actions.css';

const ACTIONS: Array<{ key: string; href: string; icon: ComponentType<IconProps> }> = [
  { key: 'campaign', href: '/campaign/creation/type', icon: IconSparkles },
  { key: 'brands', href: '/brands', icon: IconTag },
  { key: 'products', href: '/products', icon: IconBox },
  { key: 'settings', href: '/account/overview', icon: IconSettings },
];

export function QuickActions() {
  const { t } = useTranslation('dashboard');
  return (
    <nav className={styles.card} aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className={styles.title}>
        {t('quick.title')}
      </h2>
      <ul className={styles.list}>
        {ACTIONS.map(({ key, href, icon: Icon }) => (
          <li key={key}>
            <Link href={href} className={styles.link}>
              <span className={styles.icon} aria-hidden="true">
                <Icon size={18} />
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{t(`quick.${key}.title`)}</span>
                <span className={styles.hint}>{t(`quick.${key}.text`)}</span>
              </span>
              <IconChevronRight size={16} className={styles.arrow} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
