import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * The limits of a parcel's measures, as the contract checks them (`weightKgSchema`, `sideCmSchema`): kilograms with
 * grams, up to 70 kg; centimetres with millimetres, up to 300 cm.
 */
const MEASURES = {
  kg: { max: 70, decimalScale: 3 },
  cm: { max: 300, decimalScale: 1 },
} as const;

/** A required weight or side of a parcel, with its unit after the number (the calculator, shipment boxes). */
export function MeasureInput({
  measure,
  unitLabel,
  ...props
}: Omit<NumberInputProps, 'min' | 'max' | 'decimalScale' | 'suffix'> & { measure: 'kg' | 'cm'; unitLabel: string }) {
  return (
    <NumberInput
      required
      min={0}
      allowNegative={false}
      clampBehavior="none"
      {...MEASURES[measure]}
      suffix={` ${unitLabel}`}
      {...props}
    />
  );
}
