/**
 * The weights a box is charged by (docs/tariffs.md): fact, dimensional (L×W×H / 5000 with cm and kg, in whole
 * grams from millimetres) and chargeable = the larger. The server computes the same for the price; the form shows
 * them live while the seller types.
 */
export interface BoxWeights {
  fact_g: number;
  dimensional_g: number;
  chargeable_g: number;
}

const millimetres = (cm: number) => Math.round(cm * 10);

export function boxWeights(box: {
  weight_kg: unknown;
  length_cm: unknown;
  width_cm: unknown;
  height_cm: unknown;
}): BoxWeights | null {
  const values = [box.weight_kg, box.length_cm, box.width_cm, box.height_cm].map((v) =>
    typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN,
  );
  if (values.some((v) => !Number.isFinite(v) || v <= 0)) return null;
  const [weight, length, width, height] = values as [number, number, number, number];
  const fact = Math.round(weight * 1000);
  // mm³ / 5000 gives grams (cm³ / 5000 gives kg); ceil as the tariffs do.
  const dimensional = Math.ceil((millimetres(length) * millimetres(width) * millimetres(height)) / 5000);
  return { fact_g: fact, dimensional_g: dimensional, chargeable_g: Math.max(fact, dimensional) };
}

/** Grams as kilograms with up to 3 decimals, for display: 1250 → "1.25". */
export const kilograms = (grams: number) => String(Number((grams / 1000).toFixed(3)));
