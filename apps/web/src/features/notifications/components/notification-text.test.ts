import { beforeAll, describe, expect, it } from 'vitest';
import { notificationKinds } from '@cabinet/contracts/notifications';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import { groupOf, notificationGroups, notificationText } from './notification-text.ts';

beforeAll(() => i18n.loadLanguages([...LANGUAGES]).then(() => i18n.loadNamespaces(['notifications', 'shipments'])));

describe('notification wording', () => {
  it('names and words every kind of the contract in every language', () => {
    for (const language of LANGUAGES) {
      const t = i18n.getFixedT(language, 'notifications');
      for (const kind of notificationKinds) {
        expect(notificationGroups, kind).toContain(groupOf(kind));
        for (const part of ['name', 'text']) {
          const key = `kinds.${kind}.${part}`;
          expect(
            i18n.exists(key, { lng: language, ns: 'notifications', fallbackLng: false }),
            `${language} ${key}`,
          ).toBe(true);
        }
        expect(t(`groups.${groupOf(kind)}`)).not.toMatch(/^groups\./);
      }
    }
  });

  it('weaves payload facts in and falls back without them', () => {
    const t = i18n.getFixedT('en', 'notifications');
    expect(notificationText(t, { kind: 'money.payment_received', payload: { amount: '12.5', currency: 'USD' } })).toBe(
      'A payment of $12.50 was credited to your balance.',
    );
    expect(
      notificationText(t, { kind: 'shipments.status_changed', payload: { number: 'CB123', status: 'delivered' } }),
    ).toBe('Shipment CB123 has a new status: Delivered.');
    expect(notificationText(t, { kind: 'shipments.status_changed', payload: { number: 'CB123' } })).toBe(
      'The status of one of your shipments has changed.',
    );
    const requoted = { number: 'CB7', old_price: '15.49', new_price: '21.09', currency: 'USD', cause: 'box' };
    expect(notificationText(t, { kind: 'shipments.requoted', payload: requoted })).toBe(
      'The warehouse measured shipment CB7: its box differs from the declared one, so its price changed from $15.49 ' +
        'to $21.09 by the tariff in force when you paid.',
    );
    expect(
      notificationText(t, {
        kind: 'shipments.frozen',
        payload: { number: 'CB123', reason: 'Customs asked for an invoice' },
      }),
    ).toBe('Shipment CB123 is frozen: Customs asked for an invoice');
    const completed = { number: 12, status: 'completed', units: 4, amount: '1.20', currency: 'USD' };
    expect(notificationText(t, { kind: 'shipments.disposal_decided', payload: completed })).toBe(
      'Disposal request No. 12 is completed: the goods were destroyed (units: 4), and the fee of $1.20 was charged from your balance.',
    );
    const lines = JSON.stringify([{ sku: 'SHIRT-1', expected: 3, received: 2, missing: 1 }]);
    expect(
      notificationText(t, {
        kind: 'shipments.inbound_short',
        payload: { number: 'SC00000042', expected: 3, received: 2, missing: 1, lines },
      }),
    ).toBe(
      'Shipment SC00000042 brought fewer items than declared. Units expected: 3, received: 2, missing: 1. SHIRT-1 — expected: 3, received: 2, missing: 1',
    );
    // An older payload without the facts of its status keeps the one sentence.
    expect(
      notificationText(t, { kind: 'shipments.disposal_decided', payload: { number: 12, status: 'completed' } }),
    ).toBe('Your disposal request No. 12: completed.');
    expect(notificationText(t, { kind: 'account.subaccount_joined', payload: {} })).toBe(
      'A new user accepted the invitation and now has access to your account.',
    );
  });
});
