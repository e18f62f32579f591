/** The navigation of SPEC.md §2, rendered in the sidebar and in the drawer alike. */
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { DASHBOARD, NAV_GROUPS, isActive, type NavItem } from './nav';
import * as styles from './sidebar.css';

function NavLink({
  item,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const label = t(`nav.${item.key}`);
  const Icon = item.icon;
  return (
    <li>
      <Link
        href={item.href}
        className={styles.link}
        aria-current={isActive(item, location) ? 'page' : undefined}
        title={collapsed ? label : undefined}
        onClick={onNavigate}
      >
        <Icon size={20} className={styles.linkIcon} />
        <span className={styles.linkLabel}>{label}</span>
      </Link>
    </li>
  );
}

export function SidebarNav({
  collapsed = false,
  onNavigate,
  label,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <NavLink item={DASHBOARD} collapsed={collapsed} onNavigate={onNavigate} />
      </ul>
      {NAV_GROUPS.map((group) => {
        const headingId = `nav-group-${group.key}${collapsed ? '-c' : ''}${onNavigate ? '-d' : ''}`;
        return (
          <div key={group.key} className={styles.group} role="group" aria-labelledby={headingId}>
            <span id={headingId} className={styles.groupLabel}>
              {t(`nav.${group.key}`)}
            </span>
            <ul className={styles.list}>
              {group.items.map((item) => (
                <NavLink key={item.key} item={item} collapsed={collapsed} onNavigate={onNavigate} />
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
