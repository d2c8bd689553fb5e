import type { InjectOptions } from 'fastify';
import { requisitesApi, withdrawalsApi } from '@cabinet/contracts/withdrawals';
import { withdrawalsOpsApi } from '@cabinet/contracts/withdrawals-ops';
import type { FxRatesProvider } from '../src/providers/fx-rates/fx-rates.ts';
import type { TestApp } from './app.ts';
import { fundedSeller } from './money.ts';

/** Card numbers that pass Luhn's check, and IBANs that pass mod-97. */
export const CARD = '4242 4242 4242 4242';
export const IBAN = 'UA743052990000026007233566001';
export const OTHER_IBAN = 'UA263220010000026201234567890';

/** An fx-rates provider whose USD rate a test moves (UAH per USD, four places). */
export function movableRates(initial = '41.2500') {
  let usd = initial;
  const provider: FxRatesProvider = {
    name: 'sandbox',
    async fetchRates() {
      return {
        date: '2026-11-21',
        rates: [
          { currency: 'USD', rate: usd },
          { currency: 'EUR', rate: '47.8000' },
          { currency: 'GBP', rate: '54.9000' },
          { currency: 'UAH', rate: '1.0000' },
        ],
      };
    },
  };
  return {
    provider,
    /** Moves the rate and runs the daily refresh, as the job would. */
    async set(t: TestApp, rate: string) {
      usd = rate;
      await t.app.services.rates.refresh();
    },
  };
}

export const acceptAgreement = (t: TestApp, token: string) => t.call(withdrawalsApi.acceptAgreement, { token });

export const saveCard = (t: TestApp, token: string, card_number = CARD, holder_name = 'Olena Kovalenko') =>
  t.call(requisitesApi.saveCard, { token, body: { card_number, holder_name } });

export const saveBank = (t: TestApp, token: string, iban = IBAN) =>
  t.call(requisitesApi.saveBank, {
    token,
    body: { iban, recipient_name: 'Коваленко Олена', tax_number: '3012345678' },
  });

export const withdraw = (
  t: TestApp,
  token: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) => t.call(withdrawalsApi.create, { token, payload, headers, lang: 'en' });

export const cardWithdrawal = (amount: string) => ({ method: 'card', amount, confirm: { recipient_confirmed: true } });

/** A funded seller who accepted the agreement and saved card requisites: ready to withdraw by card. */
export async function readySeller(t: TestApp, amount: string, operatorToken: string) {
  const seller = await fundedSeller(t, amount, operatorToken);
  await acceptAgreement(t, seller.token);
  const card = await saveCard(t, seller.token);
  if (card.statusCode !== 200) throw new Error(`card requisites: ${card.body}`);
  return seller;
}

const decisions = {
  pay: withdrawalsOpsApi.pay,
  reject: withdrawalsOpsApi.reject,
  'needs-correction': withdrawalsOpsApi.needsCorrection,
};
export const opsAct = (
  t: TestApp,
  op: string,
  id: number,
  action: 'pay' | 'reject' | 'needs-correction',
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.call(decisions[action], {
    params: { id },
    token: op,
    headers,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
