/**
 * A controlled input that React hydrates over a prerendered page may already hold text the visitor typed, or
 * the browser's password manager filled in, before the scripts ran. React keeps that text on screen but not in
 * the component's state, which stays empty: the form would send nothing, and the next render would wipe the
 * field. When the input mounts with a value other than its state's, this hands the value over as one input
 * event, the way typing it would have, so the state catches up and nothing is lost.
 *
 * Returns the ref for the input, which also fills `forwarded`.
 */
import { useCallback, useLayoutEffect, useRef, type ForwardedRef, type InputHTMLAttributes } from 'react';

const nativeValue = (): PropertyDescriptor | undefined =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');

export function useFilledValue(
  forwarded: ForwardedRef<HTMLInputElement>,
  value: InputHTMLAttributes<HTMLInputElement>['value'],
) {
  const input = useRef<HTMLInputElement | null>(null);
  const mounted = useRef(value);

  useLayoutEffect(() => {
    const element = input.current;
    const state = mounted.current;
    if (!element || state === undefined || element.value === String(state)) return;
    // Read now, before any render can write the state's value over it.
    const filled = element.value;
    // Announced once React has finished this commit, as a keystroke is: during the commit React could not
    // apply the change at once and would put the old value back into the field.
    queueMicrotask(() => {
      if (!element.isConnected) return;
      // React reports a change against the value it last set: set the state's value through the element
      // (React sees it), put the filled one back through the browser's own setter (React does not), then
      // announce it.
      element.value = String(state);
      nativeValue()?.set?.call(element, filled);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }, []);

  return useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (typeof forwarded === 'function') forwarded(element);
      else if (forwarded) forwarded.current = element;
    },
    [forwarded],
  );
}
