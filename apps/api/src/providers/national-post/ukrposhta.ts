/*
 * Ukrposhta's eCom and StatusTracking APIs (shared/outside-systems.md part C), spoken over HTTP: the same adapter
 * talks to the sandbox our server serves (the default) or, given its base URLs and credentials, to Ukrposhta itself.
 * eCom takes a bearer in Authorization and, on clients and shipments, the counterparty token in the query string;
 * StatusTracking has a bearer of its own. No token is ever put in an error or a log line.
 */

/** Where our server serves the sandbox, under /api. */
export const UKRPOSHTA_SANDBOX_PATH = '/sandbox/ukrposhta';

/** The sandbox's own credentials: public, like a real sandbox's test keys, and refused anywhere else. */
export const UKRPOSHTA_SANDBOX = {
  ecomBearer: 'sandbox-ecom-bearer',
  trackingBearer: 'sandbox-status-tracking-bearer',
  counterpartyToken: 'sandbox-counterparty-token',
} as const;

export interface UkrposhtaCredentials {
  /** e.g. https://www.ukrposhta.ua/ecom/0.0.1 */
  ecomUrl: string;
  /** e.g. https://www.ukrposhta.ua/status-tracking/0.0.1 */
  trackingUrl: string;
  ecomBearer: string;
  trackingBearer: string;
  counterpartyToken: string;
}

/** The sandbox's credentials at a server's public address. */
export const ukrposhtaSandboxCredentials = (publicUrl: string): UkrposhtaCredentials => ({
  ecomUrl: `${publicUrl}/api${UKRPOSHTA_SANDBOX_PATH}/ecom/0.0.1`,
  trackingUrl: `${publicUrl}/api${UKRPOSHTA_SANDBOX_PATH}/status-tracking/0.0.1`,
  ...UKRPOSHTA_SANDBOX,
});

/** A refusal by Ukrposhta: its HTTP status and its own message (e.g. "Only CREATED status can be deleted"). */
export class UkrposhtaError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UkrposhtaError';
  }
}

export interface UkrposhtaAddress {
  id: number;
  postcode: string;
  country: string;
  city?: string;
  foreignStreetHouseApartment?: string;
}

export interface UkrposhtaClient {
  uuid: string;
  type: 'INDIVIDUAL' | 'COMPANY' | 'PRIVATE_ENTREPRENEUR';
  addressId: number;
  latinName?: string;
}

export interface UkrposhtaShipment {
  uuid: string;
  barcode: string;
  deliveryPrice: number;
  lifecycle: { status: string; statusDate: string };
}

export interface UkrposhtaTrackingEvent {
  barcode: string;
  step: number;
  date: string;
  index: string;
  name: string;
  event: string;
  eventName: string;
  country: string;
  mailType: string;
}

/** Integrators wait this long: Ukrposhta's PDFs and calls can be slow. */
const TIMEOUT_MS = 60_000;

export function ukrposhtaApi(credentials: UkrposhtaCredentials, fetchImpl: typeof fetch = fetch) {
  async function call<T>(
    service: 'ecom' | 'tracking',
    method: string,
    path: string,
    options: { body?: unknown; counterparty?: boolean; query?: Record<string, string> } = {},
  ): Promise<T> {
    const base = service === 'ecom' ? credentials.ecomUrl : credentials.trackingUrl;
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    if (options.counterparty) url.searchParams.set('token', credentials.counterpartyToken);
    const bearer = service === 'ecom' ? credentials.ecomBearer : credentials.trackingBearer;
    const response = await fetchImpl(url, {
      method,
      headers: {
        authorization: `Bearer ${bearer}`,
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) {
      let message = text.slice(0, 500);
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? message;
      } catch {
        // Not JSON: the text itself is the message.
      }
      throw new UkrposhtaError(response.status, message || response.statusText);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    createAddress: (address: Omit<UkrposhtaAddress, 'id'> & Record<string, unknown>) =>
      call<UkrposhtaAddress>('ecom', 'POST', '/addresses', { body: address }),
    address: (id: number) => call<UkrposhtaAddress>('ecom', 'GET', `/addresses/${id}`),
    createClient: (client: Record<string, unknown>) =>
      call<UkrposhtaClient>('ecom', 'POST', '/clients', { body: client, counterparty: true }),
    /** Changes a client; its type never changes ("Client's type can't be changed"). */
    updateClient: (uuid: string, client: Record<string, unknown>) =>
      call<UkrposhtaClient>('ecom', 'PUT', `/clients/${encodeURIComponent(uuid)}`, {
        body: client,
        counterparty: true,
      }),
    createShipment: (shipment: Record<string, unknown>) =>
      call<UkrposhtaShipment>('ecom', 'POST', '/shipments', { body: shipment, counterparty: true }),
    shipment: (uuidOrBarcode: string) =>
      call<UkrposhtaShipment>('ecom', 'GET', `/shipments/${encodeURIComponent(uuidOrBarcode)}`, { counterparty: true }),
    deleteShipment: (uuid: string) =>
      call<void>('ecom', 'DELETE', `/shipments/${encodeURIComponent(uuid)}`, { counterparty: true }),
    /** The events of one parcel; Ukrposhta answers 404 until a post office has accepted it. */
    statuses: (barcode: string, lang: 'EN' | 'UA' = 'EN') =>
      call<UkrposhtaTrackingEvent[]>('tracking', 'GET', '/statuses', { query: { barcode, lang } }),
    /** The events of up to 50 parcels in one call (the API's limit). */
    statusesOf: (barcodes: string[], lang: 'EN' | 'UA' = 'EN') =>
      call<UkrposhtaTrackingEvent[]>('tracking', 'POST', '/statuses', { body: barcodes, query: { lang } }),
  };
}

export type UkrposhtaApi = ReturnType<typeof ukrposhtaApi>;
