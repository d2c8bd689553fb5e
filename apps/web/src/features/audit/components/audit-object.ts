import type { TFunction } from 'i18next';
import type { AuditEvent } from '@cabinet/contracts/audit';

/** The words of a path parameter's value, where a feature names it (a tariff's type and zone, a payout method). */
const wordsOf: Record<string, string> = {
  delivery_type: 'tariffs:types',
  zone: 'tariffs:zones',
  method: 'withdrawals:methods',
};

/** Which object an action concerned, in words: "Small pack · United States · No. 5". */
export function auditObject(t: TFunction, object: AuditEvent['object']): string {
  const parts = Object.entries(object).map(([key, value]) => {
    if (key === 'id') return t('audit:object.id', { value });
    const words = wordsOf[key];
    return words ? t(`${words}.${value}`, { defaultValue: String(value) }) : String(value);
  });
  return parts.join(' · ') || '—';
}
