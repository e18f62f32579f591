/**
 * Buttons: primary, secondary, ghost and danger, three sizes, a loading state that keeps the width and
 * tells assistive technology the action is busy. `ButtonLink` renders the same look on a link; pass the
 * router's link component as `component` for in-app navigation.
 */
import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';
import { button, label as labelClass, labelHidden, spinnerSlot, type ButtonVariants } from './button.css';
import { Spinner } from '../spinner/spinner';
import { cx } from '../cx';

type Look = {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  fullWidth?: boolean;
  /** A square button holding only an icon; give it an aria-label. */
  iconOnly?: boolean;
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Look & {
    loading?: boolean;
  };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    iconOnly,
    leadingIcon,
    trailingIcon,
    loading = false,
    disabled,
    className,
    children,
    type = 'button',
    onClick,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx(button({ variant, size, fullWidth, iconOnly }), className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      <span className={loading ? labelHidden : labelClass}>
        {leadingIcon}
        {children}
        {trailingIcon}
      </span>
      {loading ? (
        <span className={spinnerSlot}>
          <Spinner size="sm" />
        </span>
      ) : null}
    </button>
  );
});

type LinkLike = ComponentType<{ href: string; className?: string; children?: ReactNode }>;

export type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  Look & {
    href: string;
    /** The element to render: a plain anchor by default, or the router's Link. */
    component?: LinkLike | 'a';
  };

export function ButtonLink({
  variant,
  size,
  fullWidth,
  iconOnly,
  leadingIcon,
  trailingIcon,
  className,
  children,
  component = 'a',
  ...rest
}: ButtonLinkProps) {
  const Component = component as LinkLike;
  return (
    <Component className={cx(button({ variant, size, fullWidth, iconOnly }), className)} {...rest}>
      <span className={labelClass}>
        {leadingIcon}
        {children}
        {trailingIcon}
      </span>
    </Component>
  );
}

/** The button look as a class, for elements that are neither a button nor a link. */
export const buttonClass = button;
