/**
 * How much of a text's room is used, "12/20", shown beside a field's label. Past the limit it turns to the
 * danger colour, as the field's error will, so the user sees the fault while typing. The words for screen
 * readers come in as a label: the field's own error tells them the rest.
 */
import * as styles from './character-count.css';
import { VisuallyHidden } from '../visually-hidden';

export type CharacterCountProps = {
  count: number;
  max: number;
  /** Read instead of "12/20", e.g. "12 of 20 characters". */
  label: string;
};

export function CharacterCount({ count, max, label }: CharacterCountProps) {
  const over = count > max;
  return (
    <span className={over ? styles.over : styles.count} data-over={over}>
      <span aria-hidden="true">
        {count}/{max}
      </span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
