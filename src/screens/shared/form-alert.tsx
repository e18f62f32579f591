/**
 * A sentence about the whole form: a refusal (announced at once, role alert), a success or a note
 * (role status). Renders nothing without a message.
 */
import type { ReactNode } from 'react';
import { IconCheckCircle, IconError, IconInfo } from '../../ui/icons';
import * as styles from './guest-form.css';

export function FormAlert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  const Icon = tone === 'error' ? IconError : tone === 'success' ? IconCheckCircle : IconInfo;
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={styles.alert[tone]}>
      <Icon size={18} className={styles.alertIcon} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
