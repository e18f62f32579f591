/** Placeholders in the shape of content that is loading; hidden from assistive technology. */
import * as styles from './skeleton.css';
import { cx } from '../cx';

export type SkeletonProps = {
  shape?: 'text' | 'heading' | 'control' | 'block' | 'media' | 'avatar';
  width?: 'full' | 'threeQuarters' | 'half' | 'third' | 'quarter' | 'auto';
  className?: string;
};

export function Skeleton({ shape, width, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton({ shape, width: shape === 'avatar' ? 'auto' : width }), className)}
    />
  );
}

export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cx(styles.lines, className)}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? 'half' : 'full'} />
      ))}
    </span>
  );
}
