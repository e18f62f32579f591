/**
 * The look of one flash notice (SPEC.md §3): its text, its colour (blue, yellow, green or red), a close
 * button, and the fading state of its last 500 ms. Purely presentational: when it shows and fades is
 * decided by the toasts machine. Red notices are alerts; the others are polite status messages.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useNoticeSlot } from '../modal/notice-slot';
import * as styles from './toast.css';
import { IconCheckCircle, IconClose, IconError, IconInfo, IconWarning } from '../icons';
import { cx } from '../cx';

export type ToastColor = 'blue' | 'yellow' | 'green' | 'red';

export type ToastProps = {
  content: ReactNode;
  themeColor: ToastColor;
  fading?: boolean;
  onClose?: () => void;
  closeLabel: string;
  className?: string;
};

const ICONS = { blue: IconInfo, yellow: IconWarning, green: IconCheckCircle, red: IconError } as const;

export function Toast({ content, themeColor, fading = false, onClose, closeLabel, className }: ToastProps) {
  const Icon = ICONS[themeColor];
  return (
    <div
      role={themeColor === 'red' ? 'alert' : 'status'}
      aria-live={themeColor === 'red' ? 'assertive' : 'polite'}
      data-fading={fading}
      data-color={themeColor}
      className={cx(styles.toast, styles.accent[themeColor], className)}
    >
      <span className={cx(styles.iconSlot, styles.icon[themeColor])}>
        <Icon size={20} />
      </span>
      <div className={styles.content}>{content}</div>
      {onClose ? (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <IconClose size={16} />
        </button>
      ) : null}
    </div>
  );
}

/**
 * Where toasts stack: a fixed corner above everything, or, while a dialog is open, the slot the dialog keeps
 * above its panel (so a notice is neither under the dialog's overlay nor over its buttons). Rendered into
 * document.body once mounted: a region inside the app's own stacking context would sit under every dialog.
 */
export function ToastRegion({ children, label }: { children: ReactNode; label: string }) {
  const slot = useNoticeSlot();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return createPortal(
    <section className={slot ? styles.inDialog : styles.region} aria-label={label}>
      {children}
    </section>,
    slot ?? document.body,
  );
}
