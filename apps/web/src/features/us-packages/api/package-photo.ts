import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { opsUsPackagesApi, usPackagesApi } from '@cabinet/contracts/us-packages';
import { download } from '../../../shared/api/call.ts';
import { packageKeys } from './package-keys.ts';

/**
 * A package photo, fetched with the session's key (an <img src> would not send it) and shown from an object URL:
 * the seller's through their packages, the desk's through its own endpoint.
 */
export function usePackagePhoto(side: 'seller' | 'ops', id: number, filename: string) {
  const file = useQuery({
    queryKey: packageKeys.photo(side, id, filename),
    queryFn: ({ signal }) =>
      download(side === 'ops' ? opsUsPackagesApi.photo : usPackagesApi.photo, { params: { id, filename }, signal }),
    staleTime: Infinity,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, failed: file.isError };
}
