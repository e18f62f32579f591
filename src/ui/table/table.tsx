/**
 * Table primitives: a scrolling, framed container, header cells, rows and cells in the product's look; below
 * 640 px the rows are cards whose cells name their column (table.css.ts).
 */
import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes, TableHTMLAttributes } from 'react';
import * as styles from './table.css';
import { cx } from '../cx';

type Align = { align?: 'start' | 'end' | 'actions'; primary?: boolean };

const alignClass = (align: Align['align']) =>
  align === 'end' ? styles.numeric : align === 'actions' ? styles.actions : null;

export function Table({ className, children, ...rest }: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className={styles.container}>
      <table className={cx(styles.table, className)} {...rest}>
        {children}
      </table>
    </div>
  );
}

export function TableCaption({ className, ...rest }: HTMLAttributes<HTMLTableCaptionElement>) {
  return <caption className={cx(styles.caption, className)} {...rest} />;
}

export function THead(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead {...props} />;
}

export function TBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} />;
}

export function Tr({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cx(styles.row, className)} {...rest} />;
}

export function Th({
  align,
  primary: _primary,
  className,
  scope = 'col',
  ...rest
}: ThHTMLAttributes<HTMLTableCellElement> & Align) {
  return <th scope={scope} className={cx(styles.th, alignClass(align), className)} {...rest} />;
}

/**
 * `label`: the column's name, shown beside the value when the table is a list of cards on a phone (a cell
 * without one, such as the row's title, spans the card).
 */
export function Td({
  align,
  primary,
  label,
  className,
  ...rest
}: TdHTMLAttributes<HTMLTableCellElement> & Align & { label?: string }) {
  return (
    <td
      data-label={label}
      className={cx(styles.td, alignClass(align), primary ? styles.primaryCell : null, className)}
      {...rest}
    />
  );
}
