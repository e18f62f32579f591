/**
 * A loading state over a page (route changes), over one container, or in place of content.
 * The page variant adds a thin progress bar across the top of the window.
 */
import * as styles from './loading-overlay.css';
import { Spinner } from '../spinner/spinner';
import { cx } from '../cx';

export type LoadingOverlayProps = {
  /** Read by screen readers, e.g. "Loading…". */
  label: string;
  variant?: 'page' | 'contained' | 'inline';
};

export function LoadingOverlay({ label, variant = 'page' }: LoadingOverlayProps) {
  return (
    <>
      {variant === 'page' ? (
        <div className={styles.bar} aria-hidden="true">
          <div className={styles.barFill} />
        </div>
      ) : null}
      <div className={cx(styles.overlay, styles[variant])} aria-busy="true">
        <span className={variant === 'inline' ? undefined : styles.spinnerCard}>
          <Spinner size="lg" label={label} />
        </span>
      </div>
    </>
  );
}
