import type { nationalPostDocQuerySchema } from '@cabinet/contracts/national-post';
import type { z } from 'zod';
import { AppError, notFound } from '../../platform/errors.ts';
import { listCountries } from '../reference/reference.service.ts';
import { declarationsPdf } from './documents/declaration-pdf.ts';
import type { NationalPostDocumentItem } from './documents/declaration.ts';
import { nationalStickersPdf } from './documents/sticker-pdf.ts';
import type { NationalPostRepository } from './national-post.repository.ts';
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

/**
 * GET /ukrposhta/docs/{uuid}: the sticker or the customs declaration of a paid shipment, in a label size. Asking for
 * the form that does not apply (a CN22 for a parcel) is refused with the one that does.
 */
export async function nationalPostDocument(
  repo: NationalPostRepository,
  accountId: number,
  uuid: string,
  query: z.output<typeof nationalPostDocQuerySchema>,
): Promise<{ pdf: Buffer; filename: string }> {
  const row = await repo.byUuid(accountId, uuid);
  if (!row || !row.barcode) throw notFound();
  if (row.status !== 'paid' && !HANDED_IN.has(row.status)) throw new AppError(409, 'national_post_not_paid');
  const item = documentItemOf({ ...row, barcode: row.barcode });
  if (query.doc_type !== 'sticker' && query.doc_type !== item.form) {
    throw new AppError(400, 'national_post_customs_form', { extra: { customs_form: item.form } });
  }
  const pdf =
    query.doc_type === 'sticker'
      ? await nationalStickersPdf([item], query.doc_size, 'Seller Cabinet')
      : await declarationsPdf([item], query.doc_size, 'Seller Cabinet');
  return { pdf, filename: `${query.doc_type}-${row.barcode}-${query.doc_size}.pdf` };
}
