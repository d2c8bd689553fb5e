import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ShopKind } from '@cabinet/contracts/shops';
import { useFinishConnection } from '../api/connect.ts';
import { redirectParams } from './redirect-params.ts';

/**
 * The seller is back from the marketplace's consent page with its answer in the address: hand it to the server once.
 * The answer leaves the address at once (replace), so that a reload or the back button cannot send a used code
 * again; the ref keeps React's strict-mode second effect from sending it twice.
 */
export function useComingBack(kind: ShopKind) {
  const [search, setSearch] = useSearchParams();
  const [params] = useState(() => redirectParams(search));
  const sent = useRef(false);
  const finish = useFinishConnection();
  const { mutate } = finish;

  useEffect(() => {
    if (!params || sent.current) return;
    sent.current = true;
    setSearch(new URLSearchParams(), { replace: true });
    mutate({ kind, params });
  }, [kind, params, setSearch, mutate]);

  return finish;
}
