import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { AuditEvent } from '@cabinet/contracts/audit';
import { shipmentNumber } from '@cabinet/contracts/shipment-number';
import { opsShipmentUrl } from '../../../shared/lib/paths.ts';

/** The words of a path parameter's value, where a feature names it (a tariff's type and zone, a payout method). */
const wordsOf: Record<string, string> = {
  delivery_type: 'tariffs:types',
  zone: 'tariffs:zones',
  method: 'withdrawals:methods',
};

/** A parcel's own actions name it by its §3 number, linking to its page on the desk. */
const isParcelAction = (action: string) => action.startsWith('shipment_') && action !== 'shipment_bulk_transition';

/** Which object an action concerned, in words: "SC00000010" (a link), "Small pack · United States · No. 5". */
export function auditObject(t: TFunction, event: Pick<AuditEvent, 'action' | 'object'>): ReactNode {
  const { id, ...rest } = event.object;
  if (typeof id === 'number' && isParcelAction(event.action)) {
    return (
      <Anchor component={Link} to={opsShipmentUrl(id)} size="sm">
        {shipmentNumber(id)}
      </Anchor>
    );
  }
  const parts = Object.entries(rest).map(([key, value]) => {
    const words = wordsOf[key];
    return words ? t(`${words}.${value}`, { defaultValue: String(value) }) : String(value);
  });
  if (id !== undefined) parts.push(t('audit:object.id', { value: id }));
  return parts.join(' · ') || '—';
}
