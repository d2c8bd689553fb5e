import { useCallback, useState } from 'react';

/** The rows ticked in a list; kept across pages so that stickers of several pages print together. */
export function useSelection() {
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
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
  return { selected, select, clear: useCallback(() => setSelected(new Set()), []) };
}
