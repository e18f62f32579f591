/** Whether the sidebar is collapsed, remembered in the browser under SIDEBAR_STORAGE_KEY. */
import { useCallback, useState } from 'react';
import { SIDEBAR_STORAGE_KEY } from '../../domain/constants';

const COLLAPSED = 'collapsed';
const EXPANDED = 'expanded';

function read(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_STORAGE_KEY) === COLLAPSED;
  } catch {
    return false;
  }
}

export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(read);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        localStorage.setItem(SIDEBAR_STORAGE_KEY, next ? COLLAPSED : EXPANDED);
      } catch {
        // Storage may be unavailable (private mode); the choice then lasts for this page only.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
