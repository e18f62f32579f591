/** The sidebar from the breakpoint up: mark, navigation, user menu, and a collapse toggle that is remembered. */
import { useTranslation } from 'react-i18next';
import { Button, IconChevronsLeft, IconChevronsRight } from '../../ui';
import { BrandMark } from './brand-mark';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';
import { NotificationBell } from './notification-bell';
import * as styles from './sidebar.css';

export function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <aside className={styles.sidebar} data-collapsed={collapsed}>
      <div className={styles.inner}>
        <div className={styles.head}>
          <BrandMark compact={collapsed} />
          <NotificationBell placement="sidebar" />
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={collapsed ? t('expandSidebar') : t('collapseSidebar')}
            aria-pressed={collapsed}
            title={collapsed ? t('expandSidebar') : t('collapseSidebar')}
            onClick={onToggle}
          >
            {collapsed ? <IconChevronsRight size={18} /> : <IconChevronsLeft size={18} />}
          </Button>
        </div>
        <div className={styles.scroll}>
          <SidebarNav collapsed={collapsed} label={t('navigation')} />
        </div>
        <div className={styles.foot}>
          <UserMenu placement={collapsed ? 'upCollapsed' : 'up'} />
        </div>
      </div>
    </aside>
  );
}
