import { useState } from 'react';
import type { ShopKind } from '@cabinet/contracts/shops';
import { useStartConnection } from '../api/connect.ts';

/** The marketplace's consent page for one shop name, once generated. */
export interface ConnectionLink {
  shopName: string;
  url: string;
  expiresAt: string;
}

/**
 * The consent link of the page: the connect form and a shop's "Reconnect" both start a connection, and the page shows
 * the one link generated last.
 */
export function useConnectionLink(kind: ShopKind) {
  const [link, setLink] = useState<ConnectionLink | null>(null);
  const start = useStartConnection();

  const generate = async (shopName: string) => {
    setLink(null);
    const started = await start.mutateAsync({ kind, shopName });
    setLink({ shopName, url: started.authorize_url, expiresAt: started.expires_at });
  };

  return {
    link,
    generate,
    clear: () => setLink(null),
    /** The shop name a connection is being started for right now. */
    pendingName: start.isPending ? start.variables.shopName : null,
  };
}
