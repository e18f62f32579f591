/** One figure of the dashboard: what it counts, the number, and where to manage it. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { IconArrowRight, Skeleton, cx } from '../../../ui';
import * as styles from './stat-card.css';

export type StatCardProps = {
  label: string;
  value: string | null;
  icon: ReactNode;
  tone: 'primary' | 'blue' | 'green' | 'yellow';
  link: { href: string; label: string };
  featured?: boolean;
};

export function StatCard({ label, value, icon, tone, link, featured = false }: StatCardProps) {
  return (
    <section className={cx(styles.card, featured ? styles.featured : null)} aria-label={label}>
      <div className={styles.top}>
        <h2 className={styles.label}>{label}</h2>
        <span className={cx(styles.icon, styles.tone[featured ? 'inverse' : tone])} aria-hidden="true">
          {icon}
        </span>
      </div>
      {value === null ? <Skeleton shape="heading" width="half" /> : <p className={styles.value}>{value}</p>}
      <Link href={link.href} className={styles.link}>
        {link.label}
        <IconArrowRight size={14} />
      </Link>
    </section>
  );
}
