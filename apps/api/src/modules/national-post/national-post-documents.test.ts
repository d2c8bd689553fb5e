import { describe, expect, it } from 'vitest';
import type { UkrposhtaApi, UkrposhtaFormSize } from '../../providers/national-post/ukrposhta.ts';
import { NationalPostDocuments } from './national-post-documents.ts';
import type { NationalPostRepository } from './national-post.repository.ts';
import type { NationalPostRow } from './national-post.schema.ts';

const party = {
  name: 'Olena Kovalenko',
  phone: '+380501234567',
  email: '',
  country: 'UA',
  state: '',
  city: 'Kyiv',
  zip: '01001',
  address_line1: 'Khreshchatyk 1',
  address_line2: '',
};
const row = {
  id: 1,
  account_id: 3,
  status: 'paid',
  uuid: 'u-1',
  barcode: 'LP123456785UA',
  package_type: 'SMALL_BAG',
  category: 'GIFT',
  currency: 'USD',
  weight_g: 400,
  sender: party,
  recipient: { ...party, country: 'US' },
  lines: [{ name_ua: 'Т', name_en: 'T', quantity: 1, weight_g: 300, unit_value: '10.00', origin: 'UA', hs_code: '1' }],
  value_sdr_cents: 800,
  created_at: new Date('2026-11-20T10:00:00Z'),
} as unknown as NationalPostRow;

function documents(forms: (kind: string, size: UkrposhtaFormSize) => Promise<Buffer>) {
  const asked: string[] = [];
  const api = {
    sticker: (_uuid: string, size: UkrposhtaFormSize) => (asked.push(`sticker/${size}`), forms('sticker', size)),
    declaration: (_uuid: string, kind: string, size: UkrposhtaFormSize) => (
      asked.push(`${kind}/${size}`),
      forms(kind, size)
    ),
  } as unknown as UkrposhtaApi;
  const repo = { byUuid: async () => row } as unknown as NationalPostRepository;
  return { asked, docs: new NationalPostDocuments({ repo, ukrposhta: { forAccount: async () => api } }) };
}

describe("the national-post documents come from Ukrposhta's Forms API", () => {
  it('asks in the size wanted (10 × 10 is its default, A5 by name), once; A6, which it lacks, is drawn here', async () => {
    const pdf = Buffer.from('%PDF-ukrposhta');
    const { asked, docs } = documents(async () => pdf);
    const sticker = await docs.document(3, 'u-1', { doc_type: 'sticker', doc_size: 'SIZE_10X10' });
    expect(sticker.pdf).toBe(pdf);
    await docs.document(3, 'u-1', { doc_type: 'sticker', doc_size: 'SIZE_10X10' });
    await docs.document(3, 'u-1', { doc_type: 'cn22', doc_size: 'SIZE_A5' });
    const a6 = await docs.document(3, 'u-1', { doc_type: 'sticker', doc_size: 'SIZE_A6' });
    expect(asked).toEqual(['sticker/DEFAULT', 'cn22/SIZE_A5']);
    expect(a6.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(a6.pdf).not.toBe(pdf);
  });

  it('tells the seller to try again when Ukrposhta does not give it in time', async () => {
    const { docs } = documents(async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    });
    await expect(docs.document(3, 'u-1', { doc_type: 'sticker', doc_size: 'SIZE_A5' })).rejects.toMatchObject({
      statusCode: 503,
      code: 'national_post_forms_unavailable',
    });
  });
});
