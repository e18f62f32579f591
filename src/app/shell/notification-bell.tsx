/**
 * The bell: the unread count, and the panel of the newest notices (notification-panel.tsx). A disclosure
 * (non-modal dialog): Escape and a click outside close it and give the focus back to the bell; following a link
 * closes it. In the sidebar it opens below the bell; on a phone, under the top bar across the screen.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button, IconBell, cx } from '../../ui';
import { countText, useUnreadCount } from './notification-centre';
import { NotificationPanel } from './notification-panel';
import * as styles from './notification-bell.css';

export function NotificationBell({ placement }: { placement: 'sidebar' | 'topBar' }) {
  const { t } = useTranslation('shell');
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div className={cx(styles.root, placement === 'sidebar' ? styles.sidebarRoot : null)} ref={root}>
      <Button
        ref={trigger}
        variant="ghost"
        iconOnly
        size={placement === 'sidebar' ? 'sm' : undefined}
        aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className={styles.trigger}
        onClick={() => setOpen((shown) => !shown)}
      >
        <IconBell size={placement === 'sidebar' ? 18 : 22} />
        {unread > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {countText(unread)}
          </span>
        ) : null}
      </Button>
      {open ? (
        <NotificationPanel id={panelId} placement={placement} panelRef={panel} onClose={close} />
      ) : null}
    </div>
  );
}
