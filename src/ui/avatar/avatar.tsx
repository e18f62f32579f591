/** A round picture of a person or company, or their initials when there is no picture. */
import { useState } from 'react';
import * as styles from './avatar.css';
import { cx } from '../cx';

export type AvatarProps = {
  /** Used for the initials and the alternative text. */
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
  /** Hidden from assistive technology, where the name is already said beside it. */
  decorative?: boolean;
};

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? [words[0]?.[0], words[words.length - 1]?.[0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase();
}

function paletteIndex(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % styles.palette.length;
}

export function Avatar({ name, src, size = 'md', className, decorative = false }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const showImage = Boolean(src) && !broken;
  return (
    <span
      className={cx(
        styles.avatar,
        styles.size[size],
        showImage ? null : styles.palette[paletteIndex(name)],
        className,
      )}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {showImage ? (
        <img className={styles.image} src={src ?? undefined} alt="" onError={() => setBroken(true)} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
