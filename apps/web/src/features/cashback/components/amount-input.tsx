import type { ComponentProps } from 'react';
import { AmountInput as SharedAmountInput } from '../../../shared/ui/amount-input.tsx';

/** A USD amount: the dollar sign first (§9: en-US); more than two decimals is refused by the schema, never cut. */
export function AmountInput(props: ComponentProps<typeof SharedAmountInput>) {
  return <SharedAmountInput prefix="$" required {...props} />;
}
