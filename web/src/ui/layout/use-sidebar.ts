import { useState } from 'react';

/** Whether the permanent drawer (md and up) is shown; kept in localStorage 'sidebarOpen'. */
export const SIDEBAR_KEY = 'sidebarOpen';
const WIDE = '(min-width: 48rem)';
/** Below md, where the permanent menu is not shown (the menu button opens the overlay instead). */
export const NARROW_QUERY = `not all and ${WIDE}`;

export function useSidebar() {
  const [pinned, setPinned] = useState(() => localStorage.getItem(SIDEBAR_KEY) !== 'false');
  const [overlay, setOverlay] = useState(false);
  /** The menu button: collapses or restores the drawer on wide screens, opens the overlay on narrow ones. */
  const toggle = () => {
    if (window.matchMedia?.(WIDE).matches) {
      localStorage.setItem(SIDEBAR_KEY, String(!pinned));
      setPinned(!pinned);
    } else {
      setOverlay(true);
    }
  };
  return { pinned, overlay, setOverlay, toggle };
}
