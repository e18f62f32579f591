/**
 * The frame of the signed-in app (SPEC.md §2): the sidebar from 1024 px up, a top bar with a drawer below it,
 * the page in the middle and the footer under it. A skip link leads keyboard users straight to the page. The
 * bell's notification centre runs as long as the frame.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { Footer } from './footer';
import { LiveStatus } from './live-status';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { NotificationCentreProvider } from './notification-centre';
import * as styles from './authenticated-layout.css';

export function AuthenticatedLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [collapsed, toggle] = useSidebarCollapsed();
  return (
    <NotificationCentreProvider>
      <div className={styles.shell}>
        <a href="#main" className={styles.skip}>
          {t('skipToContent')}
        </a>
        <Sidebar collapsed={collapsed} onToggle={toggle} />
        <div className={styles.body}>
          <TopBar />
          <div className={styles.content}>
            <LiveStatus />
            <main id="main" tabIndex={-1} className={styles.main}>
              {children}
            </main>
            <Footer />
          </div>
        </div>
      </div>
    </NotificationCentreProvider>
  );
}
