/**
 * The frame of the signed-in app (SPEC.md §2): the sidebar from 1024 px up, a top bar with a drawer below it,
 * the page in the middle and the footer under it. A skip link leads keyboard users straight to the page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { Footer } from './footer';
import { LiveStatus } from './live-status';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import * as styles from './authenticated-layout.css';

export function AuthenticatedLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [collapsed, toggle] = useSidebarCollapsed();
  return (
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
  );
}
