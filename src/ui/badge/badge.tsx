import type { HTMLAttributes } from 'react';
import { badge } from './badge.css';
import { cx } from '../cx';

export type BadgeTone = 'neutral' | 'primary' | 'blue' | 'yellow' | 'green' | 'red';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone; size?: 'sm' | 'md' };

export function Badge({ tone, size, className, ...rest }: BadgeProps) {
  return <span className={cx(badge({ tone, size }), className)} {...rest} />;
}
