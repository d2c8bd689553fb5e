/** What our national-post documents print of one item: its barcode, parties, contents and customs form. */
export interface NationalPostDocumentItem {
  /** The S10 barcode Ukrposhta gave the item. */
  barcode: string;
  packageType: string;
  /** UPU's nature of the item: GIFT, DOCUMENTS, COMMERCIAL_SAMPLE, RETURNED_GOODS, SALE_OF_GOODS or OTHER. */
  category: string;
  form: 'cn22' | 'cn23';
  sender: { name: string; lines: string[]; phone: string };
  recipient: { name: string; lines: string[]; phone: string };
  lines: {
    /** In English: the customs officer's language. */
    description: string;
    quantity: number;
    weightG: number;
    /** Minor units of `currency`. */
    value: number;
    currency: string;
    hsCode: string;
    origin: string;
  }[];
  weightG: number;
  createdAt: Date;
}

export const kg = (grams: number) => (grams / 1000).toFixed(3);
export const amount = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;
