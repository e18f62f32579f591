/**
 * Where notices (toasts) show while a dialog is open. An open dialog keeps a slot just above its panel, inside
 * its overlay; the toast region moves into the topmost one. So a notice is never hidden under a dialog's
 * overlay, never covers the dialog's buttons, and the dialog never covers it: the panel makes room instead.
 */
import { useSyncExternalStore } from 'react';

const slots: HTMLElement[] = [];
const listeners = new Set<() => void>();
const announce = () => listeners.forEach((listener) => listener());

/** Offers an open dialog's slot; returns the function that withdraws it when the dialog goes. */
export function offerNoticeSlot(slot: HTMLElement): () => void {
  slots.push(slot);
  announce();
  return () => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    announce();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const topmost = (): HTMLElement | null => slots.at(-1) ?? null;

/** The slot of the topmost open dialog, or null when no dialog is open. */
export function useNoticeSlot(): HTMLElement | null {
  return useSyncExternalStore(subscribe, topmost, () => null);
}
