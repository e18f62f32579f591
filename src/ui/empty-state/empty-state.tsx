/** What a list or screen shows when it has nothing yet: an icon, a title, a sentence and the next step. */
import type { ReactNode } from 'react';
import * as styles from './empty-state.css';
import { cx } from '../cx';

export type EmptyStateProps = {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Heading level of the title. */
  level?: 1 | 2 | 3;
  /** A dashed frame, for an empty state standing alone on a page. */
  bordered?: boolean;
  className?: string;
};

export function EmptyState({
  icon,
  title,
  description,
  actions,
  level = 2,
  bordered = false,
  className,
}: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={cx(styles.root, bordered ? styles.bordered : null, className)}>
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
