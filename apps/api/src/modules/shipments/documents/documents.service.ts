import { isBulkType, type StickerFormat } from '@cabinet/contracts/shipments';
import { AppError, notFound } from '../../../platform/errors.ts';
import { isCode128Text } from '../../../platform/pdf/code128.ts';
import { zoneOf } from '../../tariffs/zones.ts';
import { shipmentNumber } from '../shipment-number.ts';
import type { ShipmentLineRow, ShipmentRow } from '../shipment-mapper.ts';
import type { DocumentSource } from './documents.repository.ts';
import { labelPdf } from './label-pdf.ts';
import { productStickersPdf, unitsOf } from './product-sticker-pdf.ts';
import { proformaPdf } from './proforma-pdf.ts';
import { stickersPdf, type StickerInput } from './sticker-pdf.ts';

const AUTHOR = 'Seller Cabinet';
/** One request's product stickers: 50 lines × 9,999 units would be a 500,000-page document. */
export const MAX_PRODUCT_STICKERS = 2000;

export interface DocumentFile {
  filename: string;
  pdf: Buffer;
}

export interface DocumentsDeps {
  source: DocumentSource;
  /** The carriers provider in use: a sandbox's labels are marked as not valid for carriage. */
  carriersSandbox: boolean;
  /** Where a box with no recipient of its own goes (a bulk master box: the US warehouse). */
  warehouseAddress: string;
  now: () => Date;
}

/** Shipment documents (issue 5 "Documents"): access first, then the rules of §5, then the PDF. */
export class DocumentsService {
  constructor(private readonly deps: DocumentsDeps) {}

  /**
   * Stickers in the order asked (repeats printed once), each bulk master box followed by the parcels packed in it;
   * one id that is not the caller's → 404, nothing printed.
   */
  async stickers(accountId: number, ids: readonly number[], format: StickerFormat): Promise<DocumentFile> {
    const unique = [...new Set(ids)];
    const rows = await this.deps.source.ownedShipments(accountId, unique);
    if (rows.length !== unique.length) throw notFound();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const masters = rows.filter((r) => isBulkType(r.type) && r.parent_id === null).map((r) => r.id);
    const parcels = new Map<number, ShipmentRow[]>();
    for (const parcel of masters.length ? await this.deps.source.parcelsOf(accountId, masters) : []) {
      parcels.set(parcel.parent_id!, [...(parcels.get(parcel.parent_id!) ?? []), parcel]);
    }
    // A parcel asked for by itself as well as through its master box prints once, where it first comes.
    const printed = new Map<number, StickerInput>();
    for (const id of unique) {
      for (const shipment of [byId.get(id)!, ...(parcels.get(id) ?? [])]) {
        if (!printed.has(shipment.id)) printed.set(shipment.id, { shipment, fallbackDestination: this.warehouse() });
      }
    }
    const inputs = [...printed.values()];
    const first = shipmentNumber(unique[0]!);
    const more = inputs.length - 1;
    const filename = more ? `stickers-${first}-and-${more}-more.pdf` : `stickers-${first}.pdf`;
    return { filename, pdf: await stickersPdf(inputs, format, AUTHOR) };
  }

  /** The carrier label; 409 `label_not_ready` until the carrier has given the shipment a track. */
  async label(accountId: number, id: number): Promise<DocumentFile> {
    const s = await this.owned(accountId, id);
    if (!s.track_number) throw new AppError(409, 'label_not_ready');
    // A box with no recipient of its own (a bulk master) travels to the US warehouse.
    const zone = s.recipient ? (zoneOf(s.sender.country, s.recipient.country) ?? s.recipient.country) : 'us';
    const pdf = await labelPdf(
      {
        shipment: { ...s, track_number: s.track_number },
        zone,
        fallbackDestination: this.warehouse(),
        sandbox: this.deps.carriersSandbox,
        printedAt: this.deps.now(),
      },
      AUTHOR,
    );
    return { filename: `label-${s.track_number}.pdf`, pdf };
  }

  /** The proforma invoice; §5: 422 `customs_names_missing` when a line lacks its Ukrainian or English name. */
  async proforma(accountId: number, id: number): Promise<DocumentFile> {
    const s = await this.owned(accountId, id);
    const lines = await this.customsLines(s);
    const pdf = await proformaPdf({ shipment: s, lines, fallbackBuyer: this.warehouse() }, AUTHOR);
    return { filename: `proforma-${shipmentNumber(s.id)}.pdf`, pdf };
  }

  /** One sticker per unit with the SKU and the English name, for the US warehouse. */
  async productStickers(accountId: number, id: number, format: StickerFormat): Promise<DocumentFile> {
    const s = await this.owned(accountId, id);
    const lines = await this.customsLines(s);
    rejectLines(
      positions(lines, (l) => !l.sku.trim()),
      'sku_missing',
    );
    // A barcode carries printable ASCII only: a SKU in Cyrillic cannot be scanned.
    rejectLines(
      positions(lines, (l) => !isCode128Text(l.sku.trim())),
      'sku_not_encodable',
    );
    const units = unitsOf(lines);
    if (units.length > MAX_PRODUCT_STICKERS) {
      throw new AppError(422, 'too_many_product_stickers', { params: { max: MAX_PRODUCT_STICKERS } });
    }
    const number = shipmentNumber(s.id);
    return { filename: `product-stickers-${number}.pdf`, pdf: await productStickersPdf(units, number, format, AUTHOR) };
  }

  private async owned(accountId: number, id: number): Promise<ShipmentRow> {
    const [row] = await this.deps.source.ownedShipments(accountId, [id]);
    if (!row) throw notFound();
    return row;
  }

  /** The goods to declare; §5: all customs names in both languages, otherwise documents cannot be created. */
  private async customsLines(s: ShipmentRow): Promise<ShipmentLineRow[]> {
    const lines = await this.deps.source.contentLines(s.id);
    if (lines.length === 0) throw new AppError(422, 'no_products');
    rejectLines(
      positions(lines, (l) => !l.name_ua.trim() || !l.name_en.trim()),
      'customs_names_missing',
    );
    return lines;
  }

  private warehouse(): string {
    return `US warehouse, ${this.deps.warehouseAddress}`;
  }
}

/** 422 naming the lines at fault (1-based, as the seller counts them on the form), when there are any. */
function rejectLines(lines: number[], code: 'customs_names_missing' | 'sku_missing' | 'sku_not_encodable') {
  if (lines.length) throw new AppError(422, code, { params: { lines: lines.join(', ') }, extra: { lines } });
}

/** 1-based positions of the lines that match, as the seller counts them on the form. */
const positions = (lines: ShipmentLineRow[], test: (l: ShipmentLineRow) => boolean) =>
  lines.flatMap((l, i) => (test(l) ? [i + 1] : []));
