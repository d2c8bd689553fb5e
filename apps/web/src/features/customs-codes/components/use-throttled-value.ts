import { useEffect, useRef, useState } from 'react';

/**
 * The value as it was at the end of each `ms` window that started with a change (§9 throttle): typing "8517"
 * quickly gives one search for "8517", and steady typing gives at most one search per window.
 */
export function useThrottledValue<T>(value: T, ms: number): T {
  const [published, setPublished] = useState(value);
  const latest = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    latest.current = value;
  }, [value]);

  useEffect(() => {
    if (timer.current !== null || Object.is(value, published)) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setPublished(latest.current);
    }, ms);
  }, [value, published, ms]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return published;
}
