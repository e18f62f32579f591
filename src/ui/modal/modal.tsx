/**
 * An accessible dialog: rendered over the page in a portal, aria-modal, labelled by its title, focus kept
 * inside while open and given back on close, Escape and a click on the backdrop close it. It animates in and
 * out with the flyout timings of SPEC.md §9. On phones it rises from the bottom edge as a sheet. Above its
 * panel it keeps a slot for notices (notice-slot.ts), so a toast shows over its overlay without covering it.
 */
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import * as styles from './modal.css';
import { usePresence } from './use-presence';
import { offerNoticeSlot } from './notice-slot';
import { useFocusTrap, useScrollLock } from './use-focus-trap';
import { Button } from '../button/button';
import { IconClose, IconWarning } from '../icons';
import { cx } from '../cx';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** The accessible name of the close button. */
  closeLabel: string;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and Save. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'danger' marks a destructive confirmation (role alertdialog, warning icon). */
  tone?: 'neutral' | 'danger';
  /** When given, the body and footer are a form submitting here. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  initialFocus?: RefObject<HTMLElement | null>;
  /** While true (e.g. saving), Escape and the backdrop do not close it. */
  locked?: boolean;
};

export function Modal({
  open,
  onClose,
  title,
  description,
  closeLabel,
  children,
  footer,
  size = 'md',
  tone = 'neutral',
  onSubmit,
  initialFocus,
  locked = false,
}: ModalProps) {
  const { mounted, state } = usePresence(open);
  const panel = useRef<HTMLDivElement>(null);
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const id = useId();
  const titleId = `modal-${id}-title`;
  const descriptionId = description ? `modal-${id}-description` : undefined;
  const dismiss = () => {
    if (!locked) onClose();
  };
  useFocusTrap(panel, open && mounted, dismiss, initialFocus);
  useScrollLock(open);
  // Only while open: a notice raised as the dialog closes (its 'saved' toast) goes straight to its corner,
  // before the closing dialog is painted with it.
  useLayoutEffect(() => (slot && open ? offerNoticeSlot(slot) : undefined), [slot, open]);

  if (!mounted || typeof document === 'undefined') return null;

  const content = (
    <>
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </>
  );

  return createPortal(
    <div
      className={styles.backdrop}
      data-state={state}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) dismiss();
      }}
    >
      <div ref={setSlot} className={styles.noticeSlot} />
      <div
        ref={panel}
        role={tone === 'danger' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className={cx(styles.panel, styles.size[size])}
      >
        <div className={styles.header}>
          <span className={styles.toneIcon[tone]} aria-hidden="true">
            <IconWarning size={20} />
          </span>
          <div className={styles.headerText}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            ) : null}
          </div>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={closeLabel}
            className={styles.close}
            onClick={dismiss}
            disabled={locked}
          >
            <IconClose size={18} />
          </Button>
        </div>
        {onSubmit ? (
          <form noValidate onSubmit={onSubmit} className={styles.form}>
            {content}
          </form>
        ) : (
          content
        )}
      </div>
    </div>,
    document.body,
  );
}
