// Bulk actions on a list's selected rows: each row goes through the same
// mutation the editor uses (the same service method and its authorization
// per item), one after another; what failed is reported per row.
import { useState } from 'react';
import { describeError } from '../api/errors';

export type BulkItem = { id: string; label: string };
export type BulkOutcome = BulkItem & { error?: string };

/** At most this many rows at once: a page of a list. */
export const MAX_BULK = 100;

/** Runs action on each item in turn; an item's failure does not stop the others. */
export async function runBulk(items: BulkItem[], action: (id: string) => Promise<unknown>, onProgress?: (done: number) => void): Promise<BulkOutcome[]> {
  const out: BulkOutcome[] = [];
  for (const item of items.slice(0, MAX_BULK)) {
    try {
      await action(item.id);
      out.push(item);
    } catch (err) {
      out.push({ ...item, error: describeError(err) });
    }
    onProgress?.(out.length);
  }
  return out;
}

/** The selected rows of a list (by id); a new page, search or order clears it. */
export function useSelection(pageKey: string) {
  const [state, setState] = useState<{ key: string; ids: Set<string> }>({ key: pageKey, ids: new Set() });
  const ids = state.key === pageKey ? state.ids : new Set<string>();
  const update = (next: Set<string>) => setState({ key: pageKey, ids: next });
  return {
    ids,
    has: (id: string) => ids.has(id),
    toggle: (id: string) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      update(next);
    },
    setAll: (all: string[], on: boolean) => update(on ? new Set(all) : new Set()),
    clear: () => update(new Set()),
  };
}

export type Selection = ReturnType<typeof useSelection>;
