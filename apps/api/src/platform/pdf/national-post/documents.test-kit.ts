import type { NationalPostDocumentItem } from './declaration.ts';

/** A small packet to the US with two lines, as the documents' tests and benchmark print it. */
export const sampleItem = (over: Partial<NationalPostDocumentItem> = {}): NationalPostDocumentItem => ({
  barcode: 'LP100000011UA',
  packageType: 'SMALL_BAG',
  category: 'SALE_OF_GOODS',
  form: 'cn22',
  sender: { name: 'Olena Kovalenko', lines: ['Khreshchatyk 22, Kyiv 01001', 'Ukraine'], phone: '+380501234567' },
  recipient: { name: 'John Smith', lines: ['350 5th Ave, Apt 7', 'New York NY 10001', 'United States'], phone: '' },
  lines: [
    {
      description: 'Cotton T-shirt',
      quantity: 2,
      weightG: 300,
      value: 2_500,
      currency: 'USD',
      hsCode: '6109100000',
      origin: 'UA',
    },
    {
      description: 'Leather handbag',
      quantity: 1,
      weightG: 450,
      value: 6_000,
      currency: 'USD',
      hsCode: '4202210000',
      origin: 'UA',
    },
  ],
  weightG: 800,
  createdAt: new Date('2026-11-26T10:00:00Z'),
  ...over,
});
