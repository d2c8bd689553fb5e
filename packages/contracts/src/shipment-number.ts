// The §3 shipment number, as every side writes and reads it (stickers, barcodes, the desks, the audit trail).

/** §3 number, printed on stickers and encoded in their barcode: "SC" + the id in 8 digits. */
export const shipmentNumber = (id: number) => `SC${String(id).padStart(8, '0')}`;

/** "SC00000042" → 42; null when the text is not a shipment number. */
export function idFromNumber(text: string): number | null {
  const m = /^sc(\d{8})$/i.exec(text.trim());
  return m ? Number(m[1]) : null;
}
