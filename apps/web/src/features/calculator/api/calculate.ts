import { useMutation } from '@tanstack/react-query';
import type { CalculatorBody, CalculatorResponse } from '@cabinet/contracts/tariffs';
import { api } from '../../../shared/api/client.ts';

/** POST /calculator (public): every applicable delivery type with its price, or 422 no_rates_found. */
export const useCalculate = () =>
  useMutation({ mutationFn: (body: CalculatorBody) => api.post<CalculatorResponse>('/calculator', body) });
