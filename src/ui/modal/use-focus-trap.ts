/**
 * Keeps keyboard focus inside a container while it is active: focuses the first field (or the container),
 * wraps Tab and Shift+Tab, calls onEscape on Escape, and gives focus back to where it was on release.
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape?: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The dialog (or sidebar) the focus was in: where it goes back when what had it is gone or disabled (a Hire
    // button that became "Hired"), so that the dialog below keeps the keyboard, Escape included.
    const below = previous?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]') ?? null;

    const preferred =
      initialFocus?.current ??
      root.querySelector<HTMLElement>('[data-autofocus]') ??
      focusableIn(root).find((element) => element.matches('input, select, textarea')) ??
      root;
    preferred.focus({ preventScroll: true });

    function onKeyDown(event: KeyboardEvent) {
      if (!root) return;
      if (event.key === 'Escape' && escape.current) {
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        root.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === root || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    }

    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      if (previous && document.contains(previous)) previous.focus({ preventScroll: true });
      if (document.activeElement !== previous && below && document.contains(below))
        below.focus({ preventScroll: true });
    };
  }, [active, container, initialFocus]);
}

/** Stops the page behind an overlay from scrolling while the overlay is shown. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const body = document.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [active]);
}
