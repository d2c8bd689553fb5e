import { useCallback, useState } from 'react';

/**
 * The rows ticked in a list (the ids of `row-select-column.tsx`), kept across pages: stickers of several pages print
 * together, one bulk-shipping batch gathers orders of several.
 */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const select = useCallback((ids: number[], checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, select, clear };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
