/**
 * A box as the carriers price it and the warehouse measures it: whole grams and millimetres. Forms, files and the
 * API speak kilograms with up to 3 decimals and centimetres with up to 1 (`weightKgSchema`, `sideCmSchema`), so the
 * conversion below is exact once rounded off the float error.
 */
export interface Parcel {
  weight_g: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
}

export const gramsOf = (kg: number): number => Math.round(kg * 1000);
export const millimetresOf = (cm: number): number => Math.round(cm * 10);

/** A box given in kilograms and centimetres, as a parcel. */
export const parcelOf = (box: {
  weight_kg: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
}): Parcel => ({
  weight_g: gramsOf(box.weight_kg),
  length_mm: millimetresOf(box.length_cm),
  width_mm: millimetresOf(box.width_cm),
  height_mm: millimetresOf(box.height_cm),
});
