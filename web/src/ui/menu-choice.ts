import { useState } from 'react';

/**
 * A menu whose choice always runs, from the chosen item's own click.
 *
 * The menu's onSelect names the item that was highlighted when the click arrived; on a slow
 * tablet a tap's pointerdown, pointerup and click can come before the highlight it set has been
 * rendered, and the choice was then dropped with the menu left open (Logout doing nothing). The
 * item's click carries its own value. The menu is closed first and the choice runs on the next
 * turn, so a dialog it opens is not closed again by the menu handing focus back to its trigger.
 * Keyboard choice (Enter) clicks the highlighted item, so it goes the same way.
 */
export function useMenuChoice(onChoose: (value: string) => void) {
  const [open, setOpen] = useState(false);
  return {
    root: { open, onOpenChange: (details: { open: boolean }) => setOpen(details.open) },
    item: (value: string, disabled = false) => ({
      value,
      disabled,
      onClick: () => {
        if (disabled) return;
        setOpen(false);
        setTimeout(() => onChoose(value), 0);
      },
    }),
  };
}
