import { returnRegisterBodySchema, type ReturnRegisterBody } from '@cabinet/contracts/returns-ops';
import { addDays, warehouseDay } from '../modules/warehouse/warehouse-day.ts';
import type { Services } from '../services.ts';

/**
 * A fresh install's returns: one waiting for the demo seller's decision, and one unidentified that every seller
 * sees and may claim. Registered as the warehouse would (the seller is notified of the first).
 */
export async function seedDemoReturns(services: Services, accountId: number, now: Date): Promise<number> {
  const today = warehouseDay(now);
  const bodies: ReturnRegisterBody[] = [
    {
      owner: String(accountId),
      carrier: 'USPS',
      tracking_number: 'LZ445566778US',
      sender_name: 'Emily Johnson',
      note: 'The buyer refused the parcel; box intact',
      arrived_at: addDays(today, -3),
      items: [
        { name: 'Embroidered shirt', quantity: 2 },
        { name: 'Linen towel', quantity: 1 },
      ],
    },
    {
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
      note: 'No sender address; a blue box with a ceramic mug',
      arrived_at: addDays(today, -6),
      items: [{ name: 'Ceramic mug', quantity: 1 }],
    },
  ];
  for (const body of bodies) await services.returns.ops.register(null, returnRegisterBodySchema.parse(body));
  return bodies.length;
}
