import { useState } from 'react';

/**
 * The rows chosen for a bulk action: some rows by id (kept across pages, with the name each row
 * showed, for the result's list of failures), or every row matching the list's filters. A
 * selection belongs to one set of filters: when they change it is dropped, so an action never
 * touches rows the admin no longer sees listed.
 */
export interface Selection {
  /** Every row matching the filters (the server resolves them), not only the ones on screen. */
  all: boolean;
  ids: ReadonlyMap<number, string>;
}

const none: Selection = { all: false, ids: new Map() };

export function useSelection(scope: string, total: number) {
  const [state, setState] = useState<{ scope: string; selection: Selection }>({ scope, selection: none });
  const selection = state.scope === scope ? state.selection : none;
  const set = (next: Selection) => setState({ scope, selection: next });
  const count = selection.all ? total : selection.ids.size;

  return {
    selection,
    count,
    isSelected: (id: number) => selection.all || selection.ids.has(id),
    /** One row on or off; unticking a row of 'all matching' keeps the rest of this page. */
    toggle: (id: number, label: string, page: { id: number; label: string }[]) => {
      const ids = new Map(selection.all ? page.map((r) => [r.id, r.label] as const) : selection.ids);
      if (!selection.all && ids.has(id)) ids.delete(id);
      else if (selection.all) ids.delete(id);
      else ids.set(id, label);
      set({ all: false, ids });
    },
    /** The page's rows on (all of them) or off (when all are on already). */
    togglePage: (page: { id: number; label: string }[]) => {
      const allOn = page.length > 0 && page.every((r) => selection.all || selection.ids.has(r.id));
      const ids = new Map(selection.all ? [] : selection.ids);
      for (const r of page) {
        if (allOn) ids.delete(r.id);
        else ids.set(r.id, r.label);
      }
      set({ all: false, ids });
    },
    selectAllMatching: () => set({ all: true, ids: new Map() }),
    clear: () => set(none),
  };
}

export type SelectionState = ReturnType<typeof useSelection>;
