import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { sandboxUkrposhtaCounterparties, sandboxUkrposhtaInstallation } from './sandbox.schema.ts';

/*
 * The sandbox's credentials office. Ukrposhta issues, with each contract, an eCom bearer, a StatusTracking bearer and
 * a counterparty token and uuid (shared/outside-systems.md part C). The sandbox makes its two bearers once per
 * installation, at first use, and a counterparty per cabinet account: none is published, and one seller's token
 * reaches nothing of another's.
 */

/** Where our server serves the sandbox, under /api (Ukrposhta's own paths follow it). */
export const UKRPOSHTA_SANDBOX_BASE = '/sandbox/ukrposhta';

const secret = () => randomBytes(24).toString('base64url');

export interface SandboxBearers {
  ecomBearer: string;
  trackingBearer: string;
}

/** The installation's bearers, made (and kept) by whichever caller comes first. */
export async function sandboxBearers(db: Db, now: Date): Promise<SandboxBearers> {
  const read = async () => {
    const [row] = await db.select().from(sandboxUkrposhtaInstallation).where(eq(sandboxUkrposhtaInstallation.id, 1));
    return row ? { ecomBearer: row.ecom_bearer, trackingBearer: row.tracking_bearer } : null;
  };
  const known = await read();
  if (known) return known;
  await db
    .insert(sandboxUkrposhtaInstallation)
    .values({ id: 1, ecom_bearer: secret(), tracking_bearer: secret(), created_at: now })
    .onConflictDoNothing();
  return (await read())!;
}

export interface SandboxCounterparty {
  counterpartyUuid: string;
  counterpartyToken: string;
}

/** The counterparty (contract) of a cabinet account in the sandbox, opened at its first parcel. */
export async function sandboxCounterparty(db: Db, accountId: number, now: Date): Promise<SandboxCounterparty> {
  const read = async () => {
    const [row] = await db
      .select()
      .from(sandboxUkrposhtaCounterparties)
      .where(eq(sandboxUkrposhtaCounterparties.account_id, accountId));
    return row ? { counterpartyUuid: row.uuid, counterpartyToken: row.token } : null;
  };
  const known = await read();
  if (known) return known;
  await db
    .insert(sandboxUkrposhtaCounterparties)
    .values({ uuid: randomUUID(), token: secret(), account_id: accountId, created_at: now })
    .onConflictDoNothing();
  return (await read())!;
}

/** The counterparty a token belongs to, if any. */
export async function counterpartyByToken(db: Db, token: string): Promise<string | null> {
  if (token.length === 0 || token.length > 100) return null;
  const [row] = await db
    .select({ uuid: sandboxUkrposhtaCounterparties.uuid })
    .from(sandboxUkrposhtaCounterparties)
    .where(eq(sandboxUkrposhtaCounterparties.token, token));
  return row?.uuid ?? null;
}

/** The counterparty of a cabinet account, if it has one yet (the counter page acts on that account's parcels). */
export async function counterpartyOfAccount(db: Db, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ uuid: sandboxUkrposhtaCounterparties.uuid })
    .from(sandboxUkrposhtaCounterparties)
    .where(eq(sandboxUkrposhtaCounterparties.account_id, accountId));
  return row?.uuid ?? null;
}

/**
 * What the sandbox hands our adapter (through app.ts): its three base URLs at the server's public address, the
 * installation's bearers and an account's counterparty — or none, for StatusTracking (`null`).
 */
export function sandboxUkrposhtaCredentials(db: Db, now: () => Date, publicUrl: string) {
  const base = `${publicUrl}/api${UKRPOSHTA_SANDBOX_BASE}`;
  let bearers: SandboxBearers | null = null;
  return async (accountId: number | null) => {
    bearers ??= await sandboxBearers(db, now());
    const counterparty =
      accountId === null
        ? { counterpartyUuid: '', counterpartyToken: '' }
        : await sandboxCounterparty(db, accountId, now());
    return {
      ecomUrl: `${base}/ecom/0.0.1`,
      formsUrl: `${base}/forms/ecom/0.0.1`,
      trackingUrl: `${base}/status-tracking/0.0.1`,
      ...bearers,
      ...counterparty,
    };
  };
}
