/**
 * A sentence about the whole form: a refusal (announced at once, role alert), a success or a note
 * (role status). Renders nothing without a message.
 */
import type { ReactNode } from 'react';
import { IconCheckCircle, IconError, IconInfo } from '../../ui/icons';
import * as styles from './guest-form.css';

export function FormAlert({
  tone,
  polite = false,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  /** A warning that follows what the user types (a live count) is a status, not an interruption. */
  polite?: boolean;
  children: ReactNode;
}) {
  if (children === null || children === undefined || children === '') return null;
  const Icon = tone === 'error' ? IconError : tone === 'success' ? IconCheckCircle : IconInfo;
  return (
    <p role={tone === 'error' && !polite ? 'alert' : 'status'} className={styles.alert[tone]}>
      <Icon size={18} className={styles.alertIcon} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
