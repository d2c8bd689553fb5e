import type { UseFormReturnType } from '@mantine/form';
import { registerBodySchema } from '@cabinet/contracts/user';
import { TaxFieldInputs } from '../../../shared/forms/tax-field-inputs.tsx';
import type { RegisterValues } from './register-values.ts';

/** The tax fields of the chosen account type, below the type cards of the registration form. */
export function TaxFields({ form }: { form: UseFormReturnType<RegisterValues> }) {
  return <TaxFieldInputs form={form} schema={registerBodySchema} />;
}
