/** The frame of the logged-out screens: the mark and the language switch, the page in a centred card, a small footer. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';
import { FOOTER_LINKS } from './links';
import * as styles from './guest-layout.css';

export function GuestLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <BrandMark href="/login" />
        <LanguageSwitch />
      </header>
      <main id="main" className={styles.main}>
        <div className={styles.card}>{children}</div>
      </main>
      <footer className={styles.footer}>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        <a className={styles.link} href={FOOTER_LINKS.support}>
          {t('footer.support')}
        </a>
        <a className={styles.link} href={FOOTER_LINKS.privacy} target="_blank" rel="noopener noreferrer">
          {t('footer.privacy')}
        </a>
        <a className={styles.link} href={FOOTER_LINKS.terms} target="_blank" rel="noopener noreferrer">
          {t('footer.terms')}
        </a>
      </footer>
    </div>
  );
}
