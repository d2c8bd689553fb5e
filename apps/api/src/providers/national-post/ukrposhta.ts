/*
 * Ukrposhta's eCom, Forms and StatusTracking APIs (shared/outside-systems.md part C), spoken over HTTP: the same
 * adapter talks to the sandbox our server serves (the default) or, given its base URLs and credentials, to Ukrposhta
 * itself. eCom and Forms take a bearer in Authorization and the counterparty token in the query string on every call
 * (as the published clients send it: mustang75/ukrposhta-international-shipping, `/addresses` included);
 * StatusTracking has a bearer of its own and no counterparty token. No token is ever put in an error or a log line.
 */

export interface UkrposhtaCredentials {
  /** e.g. https://www.ukrposhta.ua/ecom/0.0.1 */
  ecomUrl: string;
  /** e.g. https://www.ukrposhta.ua/forms/ecom/0.0.1 */
  formsUrl: string;
  /** e.g. https://www.ukrposhta.ua/status-tracking/0.0.1 */
  trackingUrl: string;
  ecomBearer: string;
  trackingBearer: string;
  /** The contract's counterparty: its token goes on every eCom and Forms call, its uuid on every client made. */
  counterpartyToken: string;
  counterpartyUuid: string;
}

/**
 * How the national-post module reaches Ukrposhta: the eCom and Forms APIs under the counterparty an account's parcels
 * go under (live, our one contract for every account; in the sandbox, each account's own), and StatusTracking.
 */
export interface UkrposhtaConnection {
  forAccount(accountId: number): Promise<UkrposhtaApi>;
  tracking: UkrposhtaApi;
}

/** One contract for every account: Ukrposhta's own, with the credentials it issued. */
export function contractConnection(credentials: UkrposhtaCredentials, fetchImpl: typeof fetch = fetch) {
  const api = ukrposhtaApi(credentials, fetchImpl);
  return { forAccount: async () => api, tracking: api } satisfies UkrposhtaConnection;
}

/**
 * A counterparty per account, with credentials looked up when a call is made (the sandbox issues them: app.ts wires
 * its office in). StatusTracking's calls need no counterparty: they ask for `null`'s.
 */
export function accountsConnection(
  credentialsOf: (accountId: number | null) => Promise<UkrposhtaCredentials>,
  fetchImpl: typeof fetch = fetch,
): UkrposhtaConnection {
  return {
    forAccount: async (accountId) => ukrposhtaApi(() => credentialsOf(accountId), fetchImpl),
    tracking: ukrposhtaApi(() => credentialsOf(null), fetchImpl),
  };
}

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
  /** The contract (counterparty) the client was made under. */
  counterpartyUuid?: string;
}

export interface UkrposhtaShipment {
  uuid: string;
  barcode: string;
  deliveryPrice: number;
  lifecycle: { status: string; statusDate: string };
}

/** A StatusTracking event; `event`, `step` and `mailType` are numbers (tibezh/ukrposhta-php-sdk reads them so). */
export interface UkrposhtaTrackingEvent {
  barcode: string;
  step: number;
  date: string;
  index: string | null;
  name: string;
  event: number;
  eventName: string;
  country: string;
  mailType: number;
}

/** Ukrposhta's Forms sizes: its default sticker is 100 × 100 mm; `SIZE_A4` and `SIZE_A5` are asked by name. */
export type UkrposhtaFormSize = 'DEFAULT' | 'SIZE_A4' | 'SIZE_A5';

/** StatusTracking answers at most this many barcodes a call. */
export const TRACKING_BATCH = 50;

/** Integrators wait this long: Ukrposhta's PDFs and calls can be slow. */
const TIMEOUT_MS = 60_000;

/** Ukrposhta's refusal with its own `message`, or the start of its text when the body is not JSON. */
async function refusal(response: Response): Promise<never> {
  const text = await response.text();
  let message = text.slice(0, 500);
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? message;
  } catch {
    // Not JSON: the text itself is the message.
  }
  throw new UkrposhtaError(response.status, message || response.statusText);
}

export function ukrposhtaApi(
  given: UkrposhtaCredentials | (() => Promise<UkrposhtaCredentials>),
  fetchImpl: typeof fetch = fetch,
) {
  const credentialsNow = async () => (typeof given === 'function' ? given() : given);

  async function request(
    service: 'ecom' | 'forms' | 'tracking',
    method: string,
    path: string,
    options: { body?: unknown; query?: Record<string, string>; accept?: string } = {},
  ): Promise<Response> {
    const credentials = await credentialsNow();
    const base = { ecom: credentials.ecomUrl, forms: credentials.formsUrl, tracking: credentials.trackingUrl }[service];
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    if (service !== 'tracking') url.searchParams.set('token', credentials.counterpartyToken);
    const bearer = service === 'tracking' ? credentials.trackingBearer : credentials.ecomBearer;
    const response = await fetchImpl(url, {
      method,
      headers: {
        authorization: `Bearer ${bearer}`,
        accept: options.accept ?? 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) await refusal(response);
    return response;
  }

  async function call<T>(
    service: 'ecom' | 'tracking',
    method: string,
    path: string,
    options: { body?: unknown; query?: Record<string, string> } = {},
  ): Promise<T> {
    const text = await (await request(service, method, path, options)).text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async function form(path: string, size: UkrposhtaFormSize): Promise<Buffer> {
    const query: Record<string, string> = size === 'DEFAULT' ? {} : { size };
    const response = await request('forms', 'GET', path, { query, accept: 'application/pdf' });
    return Buffer.from(await response.arrayBuffer());
  }

  return {
    createAddress: (address: Omit<UkrposhtaAddress, 'id'> & Record<string, unknown>) =>
      call<UkrposhtaAddress>('ecom', 'POST', '/addresses', { body: address }),
    address: (id: number) => call<UkrposhtaAddress>('ecom', 'GET', `/addresses/${id}`),
    /** A client of the contract (`counterpartyUuid` is added, as Ukrposhta's clients carry it). */
    createClient: async (client: Record<string, unknown>) =>
      call<UkrposhtaClient>('ecom', 'POST', '/clients', {
        body: { ...client, counterpartyUuid: (await credentialsNow()).counterpartyUuid },
      }),
    /** Changes a client; its type never changes ("Client's type can't be changed"). */
    updateClient: async (uuid: string, client: Record<string, unknown>) =>
      call<UkrposhtaClient>('ecom', 'PUT', `/clients/${encodeURIComponent(uuid)}`, {
        body: { ...client, counterpartyUuid: (await credentialsNow()).counterpartyUuid },
      }),
    createShipment: (shipment: Record<string, unknown>) =>
      call<UkrposhtaShipment>('ecom', 'POST', '/shipments', { body: shipment }),
    shipment: (uuidOrBarcode: string) =>
      call<UkrposhtaShipment>('ecom', 'GET', `/shipments/${encodeURIComponent(uuidOrBarcode)}`),
    deleteShipment: (uuid: string) => call<void>('ecom', 'DELETE', `/shipments/${encodeURIComponent(uuid)}`),
    /** The address sticker (PDF): 100 × 100 mm by default, or A4 / A5. Slow: up to the 60 s timeout. */
    sticker: (uuid: string, size: UkrposhtaFormSize) => form(`/shipments/${encodeURIComponent(uuid)}/sticker`, size),
    /** An international item's customs declaration (PDF). */
    declaration: (uuid: string, kind: 'cn22' | 'cn23', size: UkrposhtaFormSize) =>
      form(`/international/shipments/${encodeURIComponent(uuid)}/${kind}`, size),
    /** The events of one parcel; Ukrposhta answers 404 until a post office has accepted it. */
    statuses: (barcode: string, lang: 'EN' | 'UA' = 'EN') =>
      call<UkrposhtaTrackingEvent[]>('tracking', 'GET', '/statuses', { query: { barcode, lang } }),
    /**
     * The events of up to 50 parcels in one call, their barcodes comma-separated in `barcode` (the API's limit, and
     * how its published clients ask: mustang75/ukrposhta-international-shipping `track_multiple`).
     */
    statusesOf: (barcodes: string[], lang: 'EN' | 'UA' = 'EN') => {
      if (barcodes.length > TRACKING_BATCH) throw new RangeError(`at most ${TRACKING_BATCH} barcodes a call`);
      return call<UkrposhtaTrackingEvent[]>('tracking', 'GET', '/statuses', {
        query: { barcode: barcodes.join(','), lang },
      });
    },
  };
}

export type UkrposhtaApi = ReturnType<typeof ukrposhtaApi>;
