/** Layout helpers: Stack puts children in a column, Inline in a row, with a gap from the spacing scale. */
import type { ElementType, HTMLAttributes } from 'react';
import { inline, stack } from './layout.css';
import { cx } from '../cx';

type Gap = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '8' | '10' | '12';
type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
type Justify = 'start' | 'center' | 'end' | 'between';

type LayoutProps = HTMLAttributes<HTMLElement> & {
  as?: ElementType;
  gap?: Gap;
  align?: Align;
  justify?: Justify;
};

export function Stack({ as: Component = 'div', gap, align, justify, className, ...rest }: LayoutProps) {
  return <Component className={cx(stack({ gap, align, justify }), className)} {...rest} />;
}

export function Inline({
  as: Component = 'div',
  gap,
  align,
  justify,
  wrap,
  className,
  ...rest
}: LayoutProps & { wrap?: boolean }) {
  return <Component className={cx(inline({ gap, align, justify, wrap }), className)} {...rest} />;
}
