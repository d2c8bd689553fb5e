import { useState } from 'react';

/**
 * The last non-null value: a dialog opened for an item (`opened={item !== null}`) keeps showing that item while
 * its closing transition plays, so its title — its accessible name — does not vanish before the dialog does.
 * (React's "state from the previous render" pattern: the update during render is applied before anything paints.)
 */
export function useRetained<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
