import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A USD amount: two decimals, no negatives, the dollar sign first (§9: en-US). */
export function AmountInput(props: NumberInputProps) {
  return (
    <NumberInput
      prefix="$"
      decimalScale={2}
      allowNegative={false}
      thousandSeparator=","
      inputMode="decimal"
      required
      {...props}
    />
  );
}
