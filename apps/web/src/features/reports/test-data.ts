import type { Money } from '@cabinet/contracts/money';

export const usd = (amount: string): Money => ({ amount, currency: 'USD', currency_sign_pre: true });
