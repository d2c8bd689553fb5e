import type { TestApp } from '../../../test/app.ts';
import { sandboxUkrposhtaCredentials } from './contract.ts';

/** The sandbox's credentials of an account (its own counterparty), as app.ts hands them to the adapter. */
export const sandboxCredentialsOf = (t: TestApp, accountId: number | null, publicUrl = 'http://localhost') =>
  sandboxUkrposhtaCredentials(t.database.db, t.clock.now, publicUrl)(accountId);

/** The sandbox's own controls (the counter clerk's acceptance, the destination sending a parcel back). */
export async function sandboxControl(t: TestApp, accountId: number, uuid: string, action: 'accept' | 'return') {
  const credentials = await sandboxCredentialsOf(t, accountId);
  return t.app.inject({
    method: 'POST',
    url: `/api/sandbox/ukrposhta/ecom/0.0.1/shipments/${uuid}/sandbox/${action}?token=${credentials.counterpartyToken}`,
    headers: { authorization: `Bearer ${credentials.ecomBearer}` },
  });
}
