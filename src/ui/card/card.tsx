import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import * as styles from './card.css';
import { cx } from '../cx';

export type CardProps = HTMLAttributes<HTMLElement> & {
  as?: ElementType;
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Raises on hover: for cards that are a link or hold one. */
  interactive?: boolean;
};

export function Card({ as: Component = 'div', padding, interactive, className, ...rest }: CardProps) {
  return <Component className={cx(styles.card({ padding, interactive }), className)} {...rest} />;
}

export type CardHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Heading level of the title. */
  level?: 2 | 3 | 4;
  className?: string;
};

export function CardHeader({ title, description, actions, level = 2, className }: CardHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={cx(styles.header, className)}>
      <div className={styles.headerText}>
        <Heading className={styles.title}>{title}</Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
