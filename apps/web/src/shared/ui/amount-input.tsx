import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * Every money amount the user types (issue 12). Unlike a NumberInput with `decimalScale`, it never cuts what was
 * typed: 12.345 stays 12.345, and the contract's amount schema refuses it on the form and on the server
 * ('at most two decimal places'), instead of a link for 12.34 the user did not ask for. No negatives.
 */
export function AmountInput(props: Omit<NumberInputProps, 'decimalScale' | 'fixedDecimalScale'>) {
  return <NumberInput allowNegative={false} thousandSeparator="," inputMode="decimal" hideControls {...props} />;
}
