import { useCallback, useState } from 'react';

/** The header the API reads on money-moving POSTs (ARCHITECTURE §4). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const newIdempotencyKey = (): string => crypto.randomUUID();

/**
 * One key per attempt at a money operation: a double click or a retry after a lost answer sends the same key, so
 * the server does it once; `renew()` after success (or after the user changes the request) starts a new attempt.
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, headers: { [IDEMPOTENCY_HEADER]: key }, renew };
}
