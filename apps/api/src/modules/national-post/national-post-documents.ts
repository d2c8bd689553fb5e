import type { nationalPostDocQuerySchema } from '@cabinet/contracts/national-post';
import type { z } from 'zod';
import { AppError, notFound } from '../../platform/errors.ts';
import { listCountries } from '../reference/reference.service.ts';
import { declarationsPdf } from '../../platform/pdf/national-post/declaration-pdf.ts';
import type { NationalPostDocumentItem } from '../../platform/pdf/national-post/declaration.ts';
import { nationalStickersPdf } from '../../platform/pdf/national-post/sticker-pdf.ts';
import type { NationalPostRepository } from './national-post.repository.ts';
import type { UkrposhtaConnection, UkrposhtaFormSize } from '../../providers/national-post/ukrposhta.ts';
import type { NationalPostParty, NationalPostRow } from './national-post.schema.ts';
import { customsFormOf, HANDED_IN } from './national-post.view.ts';
import { unitMinor } from './ukrposhta-payloads.ts';

const countryName = (code: string) => listCountries('en').countries.find((c) => c.value === code)?.label ?? code;

function partyLines(p: NationalPostParty) {
  return {
    name: p.name,
    lines: [
      [p.address_line1, p.address_line2].filter(Boolean).join(', '),
      [p.city, p.state, p.zip].filter(Boolean).join(' '),
      countryName(p.country),
    ].filter(Boolean),
    phone: p.phone,
  };
}

export function documentItemOf(row: NationalPostRow & { barcode: string }): NationalPostDocumentItem {
  return {
    barcode: row.barcode,
    packageType: row.package_type,
    category: row.category,
    form: customsFormOf(row).form,
    sender: partyLines(row.sender),
    recipient: partyLines(row.recipient),
    lines: row.lines.map((line) => ({
      description: line.name_en,
      quantity: line.quantity,
      weightG: line.weight_g * line.quantity,
      value: unitMinor(line.unit_value) * line.quantity,
      currency: row.currency,
      hsCode: line.hs_code,
      origin: line.origin,
    })),
    weightG: row.weight_g,
    createdAt: row.created_at,
  };
}

/** Our label sizes as Ukrposhta's Forms API names them; it has no A6, which we draw ourselves. */
const FORM_SIZE: Record<NationalPostDocQuery['doc_size'], UkrposhtaFormSize | null> = {
  SIZE_10X10: 'DEFAULT',
  SIZE_A5: 'SIZE_A5',
  SIZE_A6: null,
};
type NationalPostDocQuery = z.output<typeof nationalPostDocQuerySchema>;

/** How many drawn documents are kept: Ukrposhta's take seconds each, and a seller prints the same one again. */
const CACHED = 200;

/**
 * GET /ukrposhta/docs/{uuid}: the sticker or the customs declaration of a paid shipment, in a label size. They are
 * Ukrposhta's own, from its Forms API (the sandbox serves the same endpoints), in the size asked — but A6, which it
 * does not draw and we do — and kept once fetched. Asking for the form that does not apply (a CN22 for a parcel) is
 * refused with the one that does.
 */
export class NationalPostDocuments {
  private readonly cache = new Map<string, Buffer>();

  constructor(
    private readonly deps: { repo: NationalPostRepository; ukrposhta: Pick<UkrposhtaConnection, 'forAccount'> },
  ) {}

  async document(accountId: number, uuid: string, query: NationalPostDocQuery) {
    const row = await this.deps.repo.byUuid(accountId, uuid);
    if (!row || !row.barcode) throw notFound();
    if (row.status !== 'paid' && !HANDED_IN.has(row.status)) throw new AppError(409, 'national_post_not_paid');
    const item = documentItemOf({ ...row, barcode: row.barcode });
    if (query.doc_type !== 'sticker' && query.doc_type !== item.form) {
      throw new AppError(400, 'national_post_customs_form', { extra: { customs_form: item.form } });
    }
    const key = `${row.uuid}/${query.doc_type}/${query.doc_size}`;
    const pdf = this.cache.get(key) ?? (await this.draw(accountId, row.uuid!, item, query));
    this.cache.delete(key);
    this.cache.set(key, pdf);
    if (this.cache.size > CACHED) this.cache.delete(this.cache.keys().next().value!);
    return { pdf, filename: `${query.doc_type}-${row.barcode}-${query.doc_size}.pdf` };
  }

  private async draw(
    accountId: number,
    uuid: string,
    item: NationalPostDocumentItem,
    query: NationalPostDocQuery,
  ): Promise<Buffer> {
    const size = FORM_SIZE[query.doc_size];
    if (size === null) {
      return query.doc_type === 'sticker'
        ? nationalStickersPdf([item], query.doc_size, 'Seller Cabinet')
        : declarationsPdf([item], query.doc_size, 'Seller Cabinet');
    }
    const ukrposhta = await this.deps.ukrposhta.forAccount(accountId);
    try {
      return query.doc_type === 'sticker'
        ? await ukrposhta.sticker(uuid, size)
        : await ukrposhta.declaration(uuid, query.doc_type, size);
    } catch {
      // Ukrposhta's forms are slow and sometimes not there: the seller is asked to try again, not shown a 500.
      throw new AppError(503, 'national_post_forms_unavailable');
    }
  }
}
