/**
 * Tabs (WAI-ARIA tabs pattern): a tablist whose selected tab is in the tab order, arrow keys, Home and End
 * move between tabs; the TabPanel is labelled by its tab. The parent owns which tab is selected.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './tabs.css';

export type TabItem = { id: string; label: ReactNode; count?: number };

export type TabsProps = {
  items: readonly TabItem[];
  value: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix for element ids, unique on the page. */
  idPrefix: string;
  className?: string;
};

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

export function Tabs({ items, value, onChange, label, idPrefix, className }: TabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const selectedIndex = items.findIndex((item) => item.id === value);

  function measure() {
    const list = listRef.current;
    if (!list) return;
    const before = list.scrollLeft > 1;
    const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setMore((now) => (now.before === before && now.after === after ? now : { before, after }));
  }

  // The selected tab in view within the row (never scrolling the page), e.g. "Canceled" after a reload.
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current[selectedIndex];
    if (list && tab) {
      const start = tab.offsetLeft;
      const end = start + tab.offsetWidth;
      if (start < list.scrollLeft || end > list.scrollLeft + list.clientWidth)
        list.scrollLeft = start - (list.clientWidth - tab.offsetWidth) / 2;
    }
    measure();
  }, [selectedIndex, items.length]);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((item) => item.id === value);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current <= 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onChange(item.id);
    refs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      ref={listRef}
      className={[
        styles.list,
        more.before ? styles.moreBefore : null,
        more.after ? styles.moreAfter : null,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      onKeyDown={onKeyDown}
      onScroll={measure}
    >
      {items.map((item, index) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, item.id)}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(item.id)}
          >
            {item.label}
            {item.count !== undefined ? <span className={styles.count}>{item.count}</span> : null}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ idPrefix, id, children }: { idPrefix: string; id: string; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      tabIndex={0}
      className={styles.panel}
    >
      {children}
    </div>
  );
}
