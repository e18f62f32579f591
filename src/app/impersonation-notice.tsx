/** The staff session's banner itself, loaded only when such a session is in use (./impersonation-banner.tsx). */
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui';
import { useSessionActor } from '../screens/shared/app-context';
import * as styles from './impersonation-banner.css';

export function Banner({ company }: { company: string }) {
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
