import { useQuery } from '@tanstack/react-query';
import { downloadLink } from '../../../shared/api/call.ts';
import { productKeys } from './product-keys.ts';

/**
 * One object URL per picture path for the session. The paths name immutable files (random names, never reused),
 * so a URL never goes stale; thumbnails are a few kilobytes, so keeping them beats fetching them again.
 */
const objectUrls = new Map<string, string>();
function objectUrlOf(path: string, blob: Blob): string {
  let url = objectUrls.get(path);
  if (!url) {
    url = URL.createObjectURL(blob);
    objectUrls.set(path, url);
  }
  return url;
}

/**
 * A picture only its owner may see: fetched with the session's API key (an <img src> would not send it) and shown
 * from an object URL.
 */
export function useImageFile(apiPath: string | null) {
  const file = useQuery({
    queryKey: productKeys.image(apiPath ?? ''),
    queryFn: ({ signal }) => downloadLink(apiPath!, { signal }),
    enabled: apiPath !== null,
    staleTime: Infinity,
  });
  return { url: apiPath && file.data ? objectUrlOf(apiPath, file.data) : null, failed: file.isError };
}
