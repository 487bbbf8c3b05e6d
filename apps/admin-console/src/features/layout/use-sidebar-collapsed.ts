// Whether the desktop sidebar is collapsed to icons, remembered per browser across visits.
import { useCallback, useEffect, useState } from 'react';

export const SIDEBAR_STORAGE_KEY = 'crewbase.admin.sidebar';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_STORAGE_KEY) === 'collapsed';
  } catch {
    return false; // storage can be blocked (private modes); the sidebar then starts expanded
  }
}

export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);

  useEffect(() => {
    try {
      localStorage.setItem(SIDEBAR_STORAGE_KEY, collapsed ? 'collapsed' : 'expanded');
    } catch {
      // not remembered, still toggled
    }
  }, [collapsed]);

  const toggle = useCallback(() => setCollapsed((was) => !was), []);
  return [collapsed, toggle];
}
