import { useMutation } from '@tanstack/react-query';
import { tariffsApi, type CalculatorBody } from '@cabinet/contracts/tariffs';
import { call } from '../../../shared/api/call.ts';

/** Public: every applicable delivery type with its price, or 422 no_rates_found. */
export const useCalculate = () =>
  useMutation({ mutationFn: (body: CalculatorBody) => call(tariffsApi.calculate, { body }) });
