// The §3 shipment number, the part of a shipment other domains use (the warehouse matches inbound parcels by it).

/** §3 number, printed on stickers and encoded in their barcode: "SC" + the id in 8 digits. */
export const shipmentNumber = (id: number) => `SC${String(id).padStart(8, '0')}`;

/** "SC00000042" → 42; null when the text is not a shipment number. */
export function idFromNumber(text: string): number | null {
  const m = /^sc(\d{8})$/i.exec(text.trim());
  return m ? Number(m[1]) : null;
}
