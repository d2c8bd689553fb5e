import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@cabinet/contracts/money';
import type { CreateTopUpBody, TopUpMethod, TopUpMethodInfo } from '@cabinet/contracts/top-up';
import { serverFormErrors } from '../../../shared/forms/server-errors.ts';
import { checkAmount, feeOf, type AmountCheck } from './amount-limits.ts';

export type LimitOffer = Extract<AmountCheck, { kind: 'below' | 'above' }>;

/**
 * The top-up's method and amount with §5's flow: an amount outside the method's limits is not sent, a change to
 * the limit is offered instead; any change of the request starts a new attempt (`onChange`).
 */
export function useTopUpAmount({
  methods,
  onSubmit,
  onChange,
}: {
  methods: TopUpMethodInfo[];
  onSubmit(body: CreateTopUpBody): Promise<unknown>;
  onChange?(): void;
}) {
  const { t } = useTranslation('top-up');
  const [method, setMethod] = useState<TopUpMethod>(methods[0]?.method ?? 'card');
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [offer, setOffer] = useState<LimitOffer | null>(null);
  const [adjusted, setAdjusted] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ title: string; messages: string[] } | null>(null);
  const rule = methods.find((m) => m.method === method) ?? methods[0]!;
  const check = checkAmount(amount, rule);
  const fee = check.kind === 'ok' ? feeOf(rule, check.minor) : 0;

  const changed = () => {
    setOffer(null);
    setAdjusted(null);
    setFieldError(null);
    setFailure(null);
    onChange?.();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (check.kind === 'invalid') return setFieldError(t('form.amount_invalid'));
    if (check.kind !== 'ok') return setOffer(check);
    try {
      await onSubmit({ method, amount: fromMinor(check.minor) });
    } catch (error) {
      const { fields, title, messages } = serverFormErrors(error, ['amount', 'method'], t);
      setFieldError(fields.amount ?? null);
      setFailure({ title, messages: [...messages, ...(fields.method ? [fields.method] : [])] });
    }
  };

  return {
    method,
    chooseMethod: (value: TopUpMethod) => {
      setMethod(value);
      changed();
    },
    amount,
    typeAmount: (text: string) => {
      setAmount(text);
      changed();
    },
    acceptOffer: (offered: LimitOffer) => {
      setAmount(offered.adjusted);
      setOffer(null);
      setAdjusted(offered.adjusted);
      onChange?.();
    },
    check,
    fee,
    fieldError,
    offer,
    adjusted,
    failure,
    submit,
  };
}
