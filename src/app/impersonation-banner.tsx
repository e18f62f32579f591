/** While a staff-made session is in use, a banner says so on every screen (DESIGN.md §6). */
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui';
import { useSession, useSessionActor } from '../screens/shared/app-context';
import * as styles from './impersonation-banner.css';

export function ImpersonationBanner() {
  const company = useSession((snapshot) => {
    const current = snapshot.context.company;
    return current?.impersonated ? (current.company_name ?? current.email) : null;
  });
  return company ? <Banner company={company} /> : null;
}

function Banner({ company }: { company: string }) {
  const { t } = useTranslation();
  const session = useSessionActor();
  const element = useRef<HTMLDivElement>(null);

  // The shell's sticky parts stand below the banner, whatever height its text wraps to.
  useLayoutEffect(() => {
    const banner = element.current;
    if (!banner) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(styles.bannerHeightProperty, `${banner.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.removeProperty(styles.bannerHeightProperty);
    };
  }, []);

  return (
    <div ref={element} className={styles.banner} role="status">
      <span>{t('impersonation.banner', { company })}</span>
      <Button size="sm" variant="secondary" onClick={() => session.send({ type: 'session.logout' })}>
        {t('impersonation.end')}
      </Button>
    </div>
  );
}
