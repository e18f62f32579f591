/**
 * The signed-in user's menu: who is signed in, the language switch and Log out. A menu button (WAI-ARIA
 * menu pattern): arrow keys move between items, Escape and a click outside close it and give focus back.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  IconCheck,
  IconChevronDown,
  IconGlobe,
  IconLogout,
  VisuallyHidden,
  cx,
  visuallyHidden,
} from '../../ui';
import { useCompany, useLanguage, useSessionActor, type Language } from '../../screens/shared/app-context';
import * as styles from './user-menu.css';

const LANGUAGES: Language[] = ['en', 'es'];

export type UserMenuPlacement = 'up' | 'upCollapsed' | 'down';

export function UserMenu({
  placement,
  compact = false,
}: {
  placement: UserMenuPlacement;
  compact?: boolean;
}) {
  const { t } = useTranslation('shell');
  const company = useCompany();
  const session = useSessionActor();
  const { language, setLanguage } = useLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const fullName =
    [company?.first_name, company?.last_name].filter(Boolean).join(' ') || company?.email || '';
  const companyName = company?.company_name ?? '';

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  }

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={cx(styles.trigger, compact ? styles.compactTrigger : null)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {/* Named by what it shows, the user's and company's names, then what it opens; the avatar only repeats
            them. Where the names do not fit (top bar, collapsed sidebar) they are still read out. */}
        <Avatar name={companyName || fullName} src={company?.profile_picture_image} size="md" decorative />
        <span className={cx(styles.who, compact ? visuallyHidden : null)}>
          <span className={styles.name}>{fullName}</span>
          {companyName ? <span className={styles.company}>{companyName}</span> : null}
        </span>
        <VisuallyHidden>{t('accountMenu')}</VisuallyHidden>
        {compact ? null : <IconChevronDown size={16} className={styles.chevron} />}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('userMenu', { name: fullName })}
          className={cx(styles.menu, styles[placement])}
          onKeyDown={onMenuKeyDown}
        >
          <div className={styles.menuHeader} role="presentation">
            <span className={styles.name}>{fullName}</span>
            <span className={styles.email}>{company?.email}</span>
          </div>
          <div role="group" aria-label={t('common:language')}>
            <div className={styles.sectionLabel} aria-hidden="true">
              {t('common:language')}
            </div>
            {LANGUAGES.map((code) => (
              <button
                key={code}
                type="button"
                role="menuitemradio"
                aria-checked={language === code}
                tabIndex={-1}
                lang={code}
                // Rendered by the app, never prerendered: the first-paint script leaves its presses alone.
                data-app-handles=""
                className={styles.item}
                onClick={() => {
                  setLanguage(code);
                  close();
                }}
              >
                <IconGlobe size={18} className={styles.itemIcon} />
                {t(`common:languages.${code}`)}
                {language === code ? <IconCheck size={16} className={styles.check} /> : null}
              </button>
            ))}
          </div>
          <div className={styles.separator} role="separator" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={cx(styles.item, styles.danger)}
            onClick={() => {
              setOpen(false);
              session.send({ type: 'session.logout' });
            }}
          >
            <IconLogout size={18} />
            {t('logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
