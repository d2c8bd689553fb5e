import { pageInfo } from '@cabinet/contracts/common';
import type {
  NationalPostCreateBody,
  NationalPostList,
  NationalPostListQuery,
  NationalPostShipment,
  NationalPostStatus,
} from '@cabinet/contracts/national-post';
import type { NotificationKind, NotificationPayload } from '@cabinet/contracts/notifications';
import type { Rates } from '@cabinet/contracts/reference';
import { afterCommit } from '../../platform/db/unit-of-work.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import {
  TRACKING_BATCH,
  UkrposhtaError,
  type UkrposhtaConnection,
  type UkrposhtaTrackingEvent,
} from '../../providers/national-post/ukrposhta.ts';
import type { AddressEntry } from '../addresses/addresses.service.ts';
import { providerAccount, sellerAccount, type Ledger } from '../money/ledger/ledger.ts';
import type { NationalPostRepository } from './national-post.repository.ts';
import type { NationalPostParty, NationalPostRow } from './national-post.schema.ts';
import { HANDED_IN, nationalPostView } from './national-post.view.ts';
import { addressBody, clientBody, shipmentBody, unitMinor } from './ukrposhta-payloads.ts';

export const NATIONAL_POST_REVENUE = providerAccount('revenue', 'national_post');
/** A create whose call to Ukrposhta has not come back after this long never will. */
const CREATING_TIMEOUT_MS = 10 * 60_000;
const ORDER: NationalPostStatus[] = ['paid', 'accepted', 'abroad', 'returned', 'delivered'];

/*
 * Ukrposhta's event codes (numbers) we act on: delivered, arrived in the destination country, and sent back to the
 * sender. What the sandbox shows and docs/go-live/ukrposhta.md says about them being an assumption to check live.
 */
const DELIVERED = 41_000;
const ABROAD = 21_500;
const RETURNED = 31_100;

/** Where a parcel is, by Ukrposhta's events: returned, delivered, arrived abroad, else accepted. */
function statusOf(events: Pick<UkrposhtaTrackingEvent, 'event'>[]): NationalPostStatus | null {
  if (events.length === 0) return null;
  const codes = new Set(events.map((e) => Number(e.event)));
  if (codes.has(RETURNED)) return 'returned';
  if (codes.has(DELIVERED)) return 'delivered';
  if (codes.has(ABROAD)) return 'abroad';
  return 'accepted';
}

interface Caller {
  accountId: number;
  userId: number;
}

/** Hryvnias for one unit of `currency`, from the stored official rates. */
function rateOf(rates: Rates, currency: string): number {
  const rate = rates.rates.find((r) => r.currency === currency);
  if (!rate) throw new AppError(503, 'rates_unavailable');
  return Number(rate.rate);
}

function partyOf(entry: AddressEntry): NationalPostParty {
  const company = entry.variation_type === 'company';
  const name = company ? entry.company_name : `${entry.first_name} ${entry.last_name}`.trim();
  return {
    ...(company ? { company: true, edrpou: entry.edrpou } : {}),
    name,
    phone: entry.phone,
    email: entry.email,
    country: entry.country,
    state: entry.state,
    city: entry.city,
    zip: entry.zip,
    address_line1: entry.address_line1,
    address_line2: entry.address_line2,
  };
}

/**
 * National-post shipments (issue 15, docs/national-post.md): created at Ukrposhta — which names its price — then
 * paid from the balance, deletable with the money returned until a post office accepts the parcel.
 */
export class NationalPostService {
  constructor(
    private readonly deps: {
      repo: NationalPostRepository;
      addresses: { entry(accountId: number, id: number): Promise<AddressEntry | undefined> };
      customs: { unknownOrUnselectable(codes: string[]): Promise<string[]> };
      ledger: Ledger;
      rates: { current(): Promise<Rates> };
      ukrposhta: UkrposhtaConnection;
      notifications: {
        notify(accountId: number, kind: NotificationKind, payload: NotificationPayload): Promise<void>;
      };
      now: () => Date;
    },
  ) {}

  /**
   * The tracking job: reads Ukrposhta's events of every parcel on its way, 50 barcodes a call as the API allows,
   * moves our status forward (never back) and tells the seller; records a crash left `creating` are marked failed.
   */
  async track(): Promise<{ checked: number; moved: number; interrupted: number }> {
    const { repo, ukrposhta, now } = this.deps;
    const interrupted = await repo.failCreatingBefore(new Date(now().getTime() - CREATING_TIMEOUT_MS));
    const rows = await repo.onTheWay(5_000);
    let moved = 0;
    for (let i = 0; i < rows.length; i += TRACKING_BATCH) {
      const batch = rows.slice(i, i + TRACKING_BATCH);
      const events = await ukrposhta.tracking.statusesOf(batch.map((row) => row.barcode!));
      for (const row of batch) {
        const next = statusOf(events.filter((e) => e.barcode === row.barcode));
        if (!next || ORDER.indexOf(next) <= ORDER.indexOf(row.status)) continue;
        await repo.update(row.id, { status: next, accepted_at: row.accepted_at ?? now() });
        await this.deps.notifications.notify(row.account_id, 'shipments.national_post_status', {
          barcode: row.barcode,
          status: next,
          national_post_id: row.id,
        });
        moved += 1;
      }
    }
    return { checked: rows.length, moved, interrupted };
  }

  async list(accountId: number, q: NationalPostListQuery): Promise<NationalPostList> {
    const { rows, total } = await this.deps.repo.list(accountId, q);
    return { shipments: rows.map(nationalPostView), ...pageInfo(q, total) };
  }

  async get(accountId: number, id: number): Promise<NationalPostShipment> {
    return nationalPostView(await this.owned(accountId, id));
  }

  /**
   * Stores the shipment as `creating` and answers it; Ukrposhta is called once that has committed (`register`), so
   * the stored answer of a retried request is replayed and never makes a second parcel there.
   */
  async create(caller: Caller, body: NationalPostCreateBody & { currency: 'USD' | 'EUR' }) {
    const { addresses, customs, rates } = this.deps;
    const [sender, recipient] = await Promise.all([
      addresses.entry(caller.accountId, body.sender_id),
      addresses.entry(caller.accountId, body.recipient_id),
    ]);
    const errors: Record<string, string[]> = {};
    if (!sender || sender.book_type !== 'sender' || sender.country !== 'UA') {
      errors.sender_id = ['national_post_sender'];
    } else if (sender.variation_type === 'company' && !/^\d{8}$/.test(sender.edrpou)) {
      // Ukrposhta refuses a company client without its EDRPOU.
      errors.sender_id = ['national_post_sender_edrpou'];
    }
    if (!recipient || recipient.book_type !== 'recipient' || recipient.country === 'UA') {
      errors.recipient_id = ['national_post_recipient'];
    }
    const unknown = new Set(await customs.unknownOrUnselectable(body.lines.map((line) => line.hs_code)));
    body.lines.forEach((line, i) => {
      if (unknown.has(line.hs_code)) errors[`lines.${i}.hs_code`] = ['customs_code_not_selectable'];
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);

    const table = await rates.current();
    const value = body.lines.reduce((sum, line) => sum + unitMinor(line.unit_value) * line.quantity, 0);
    const valueSdrCents = Math.round((value * rateOf(table, body.currency)) / rateOf(table, 'XDR'));
    const party = partyOf(recipient!);
    const row = await this.deps.repo.insert({
      account_id: caller.accountId,
      status: 'creating',
      package_type: body.package_type,
      category: body.category,
      currency: body.currency,
      weight_g: body.weight_g,
      length_cm: body.length_cm,
      width_cm: body.width_cm,
      height_cm: body.height_cm,
      sender: partyOf(sender!),
      recipient: party,
      recipient_name: party.name,
      lines: body.lines,
      value_sdr_cents: valueSdrCents,
      created_by: caller.userId,
      created_at: this.deps.now(),
    });
    // Ukrposhta's price, and the declared value it takes in hryvnias, are converted at the rates this request read.
    const at = { usd: rateOf(table, 'USD'), currency: rateOf(table, body.currency) };
    await afterCommit(() => this.register(row, at));
    return nationalPostView(row);
  }

  /**
   * The chain of calls Ukrposhta wants — an address and a client for each party, then the shipment — and its price
   * converted at today's rate. A refusal is kept on the shipment in Ukrposhta's words (`failed`).
   */
  private async register(row: NationalPostRow, rates: { usd: number; currency: number }): Promise<void> {
    const { repo } = this.deps;
    const usd = rates.usd;
    try {
      const ukrposhta = await this.deps.ukrposhta.forAccount(row.account_id);
      const from = await ukrposhta.createAddress(addressBody(row.sender));
      const to = await ukrposhta.createAddress(addressBody(row.recipient));
      const sender = await ukrposhta.createClient(clientBody(row.sender, from.id));
      const recipient = await ukrposhta.createClient(clientBody(row.recipient, to.id));
      const created = await ukrposhta.createShipment(
        shipmentBody(row, { sender: sender.uuid, recipient: recipient.uuid, returnAddressId: from.id }, rates.currency),
      );
      const kopiykas = Math.round(created.deliveryPrice * 100);
      await repo.update(row.id, {
        status: 'created',
        uuid: created.uuid,
        barcode: created.barcode,
        delivery_price_uah: kopiykas,
        price_usd: Math.ceil(kopiykas / usd),
      });
    } catch (err) {
      const failure = err instanceof UkrposhtaError ? err.message : 'Ukrposhta did not answer';
      await repo.update(row.id, { status: 'failed', failure });
      if (!(err instanceof UkrposhtaError)) throw err;
    }
  }

  /** Pays Ukrposhta's price from the balance (422 insufficient_funds leaves it unpaid). */
  async pay(caller: Caller, id: number): Promise<NationalPostShipment> {
    const row = await this.locked(caller.accountId, id);
    if (row.status !== 'created' || row.price_usd === null) throw new AppError(409, 'national_post_not_payable');
    const price = row.price_usd;
    const { ledger } = this.deps;
    const journalId = await ledger.atomically((tx) =>
      ledger.post(tx, {
        accountId: caller.accountId,
        kind: 'national_post_charge',
        description: `Ukrposhta ${row.barcode}`,
        meta: { national_post_id: row.id },
        createdBy: caller.userId,
        lines: [
          { account: sellerAccount(caller.accountId, 'available'), amount: -price },
          { account: NATIONAL_POST_REVENUE, amount: price },
        ],
      }),
    );
    const paid = await this.deps.repo.update(row.id, {
      status: 'paid',
      paid_at: this.deps.now(),
      charge_journal_id: journalId,
    });
    return nationalPostView(paid);
  }

  /**
   * Deletes it at Ukrposhta and returns what was paid. Ukrposhta refuses once a post office has accepted the parcel
   * ("Only CREATED status can be deleted"): then so do we, with the reason. One Ukrposhta no longer knows was deleted
   * by an earlier attempt of ours whose answer was lost, and is finished here.
   */
  async remove(caller: Caller, id: number): Promise<NationalPostShipment> {
    const row = await this.locked(caller.accountId, id);
    if (HANDED_IN.has(row.status)) throw new AppError(409, 'national_post_accepted');
    if (row.status === 'creating' || row.status === 'deleted') throw new AppError(409, 'national_post_not_deletable');
    if (row.uuid) {
      try {
        await (await this.deps.ukrposhta.forAccount(caller.accountId)).deleteShipment(row.uuid);
      } catch (err) {
        if (!(err instanceof UkrposhtaError)) throw err;
        if (err.status === 400) throw new AppError(409, 'national_post_accepted');
        if (err.status !== 404) throw err;
      }
    }
    if (row.charge_journal_id !== null) {
      const { ledger } = this.deps;
      const journalId = row.charge_journal_id;
      await ledger.atomically((tx) =>
        ledger.reverse(tx, journalId, { createdBy: caller.userId, description: `Ukrposhta ${row.barcode} deleted` }),
      );
    }
    return nationalPostView(await this.deps.repo.update(row.id, { status: 'deleted', deleted_at: this.deps.now() }));
  }

  /** Ukrposhta's tracking events of the parcel, oldest first; none before a post office accepted it. */
  async events(accountId: number, id: number, lang: 'EN' | 'UA') {
    const row = await this.owned(accountId, id);
    if (!row.barcode || row.status === 'deleted') return { events: [] };
    try {
      const events = await this.deps.ukrposhta.tracking.statuses(row.barcode, lang);
      return {
        events: events.map((e) => ({
          date: e.date,
          event: String(e.event),
          name: e.eventName,
          country: e.country,
          office: [e.index, e.name].filter(Boolean).join(' '),
        })),
      };
    } catch (err) {
      if (err instanceof UkrposhtaError && err.status === 404) return { events: [] };
      throw err;
    }
  }

  async owned(accountId: number, id: number): Promise<NationalPostRow> {
    const row = await this.deps.repo.find(accountId, id);
    if (!row) throw notFound();
    return row;
  }

  private async locked(accountId: number, id: number): Promise<NationalPostRow> {
    const row = await this.deps.repo.lock(accountId, id);
    if (!row) throw notFound();
    return row;
  }
}
