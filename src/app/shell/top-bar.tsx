/**
 * Below the sidebar breakpoint (SPEC.md §9): a top bar with the menu button, the mark and the user menu, and
 * the navigation in a drawer. The drawer is a modal dialog: focus stays inside, Escape closes it, and so does
 * choosing a page or a change of location.
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button, IconClose, IconMenu, useFocusTrap, usePresence, useScrollLock } from '../../ui';
import { BrandMark } from './brand-mark';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';
import { NotificationBell } from './notification-bell';
import { DrawerNotificationsLink } from './drawer-notifications-link';
import * as styles from './top-bar.css';

const DRAWER_ID = 'app-navigation-drawer';

function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { mounted, state } = usePresence(open);
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open && mounted, onClose);
  useScrollLock(open);
  if (!mounted) return null;
  return createPortal(
    <>
      <div className={styles.backdrop} data-state={state} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        id={DRAWER_ID}
        role="dialog"
        aria-modal="true"
        aria-label={t('navigation')}
        tabIndex={-1}
        className={styles.drawer}
        data-state={state}
      >
        <div className={styles.drawerHead}>
          <BrandMark />
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('closeMenu')}
            onClick={onClose}
            data-autofocus
          >
            <IconClose size={20} />
          </Button>
        </div>
        <div className={styles.drawerBody}>
          <DrawerNotificationsLink onNavigate={onClose} />
          <SidebarNav label={t('navigation')} onNavigate={onClose} />
        </div>
      </div>
    </>,
    document.body,
  );
}

export function TopBar() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [location] = useLocation();

  // Any change of location (a link, the back button) closes the drawer.
  useEffect(() => setOpen(false), [location]);

  return (
    <header className={styles.bar}>
      <div className={styles.start}>
        <Button
          variant="ghost"
          iconOnly
          aria-label={t('openMenu')}
          aria-expanded={open}
          aria-controls={DRAWER_ID}
          onClick={() => setOpen(true)}
        >
          <IconMenu size={22} />
        </Button>
        <BrandMark />
      </div>
      <div className={styles.end}>
        <NotificationBell placement="topBar" />
        <UserMenu placement="down" compact />
      </div>
      <Drawer open={open} onClose={() => setOpen(false)} />
    </header>
  );
}
