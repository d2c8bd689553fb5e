import type { FastifyBaseLogger } from 'fastify';
import type { AccountUserService } from '../account/account-users.service.ts';
import { AppError } from '../../platform/errors.ts';
import type { CarriersProvider } from '../../providers/carriers/carriers.ts';
import type { Actor } from './lifecycle.service.ts';
import type { LifecycleServices } from './lifecycle-services.ts';
import type { ShipmentRow } from './shipment-mapper.ts';
import { finalStatuses, nextOnPath, warehouseStatuses } from './type-paths.ts';

/** A demo shipment moves on once it has stayed this long in a status (the job runs every 5 minutes). */
export const SANDBOX_STEP_AFTER_MINUTES = 10;
/** At most this many shipments move per run, so a run stays short. */
const BATCH = 20;

const SANDBOX: Actor = { kind: 'system' };

/** Waiting for the seller (to pay or to buy the last leg): the sandbox does not act for the seller. */
const waitsForSeller = (row: ShipmentRow) =>
  row.pending_action === 'pay_difference' || row.pending_action === 'buy_label';

/**
 * Sandbox only: moves the demo seller's shipments one step along their type's ordinary journey, through the same
 * services as an operator (so holds are captured and notifications sent), so that a fresh install looks alive.
 * Only the demo account (seed.ts) is touched — never a real seller's parcels — and only shipments that have not
 * changed for `SANDBOX_STEP_AFTER_MINUTES`. Arriving at a warehouse is a receipt with the declared box.
 */
export async function advanceDemoShipments(deps: {
  lifecycle: LifecycleServices;
  accounts: Pick<AccountUserService, 'userByEmail'>;
  carriers: Pick<CarriersProvider, 'name'>;
  demoEmail: string;
  now: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<{ moved: number }> {
  if (deps.carriers.name !== 'sandbox') return { moved: 0 };
  const demo = await deps.accounts.userByEmail(deps.demoEmail);
  if (!demo?.account_id) return { moved: 0 };
  const { repo } = deps.lifecycle;
  const before = new Date(deps.now().getTime() - SANDBOX_STEP_AFTER_MINUTES * 60_000);
  const idle = await repo.idleOf([demo.account_id], before, [...finalStatuses, 'frozen'], BATCH);
  let moved = 0;
  for (const { id } of idle) {
    try {
      if (await step(deps.lifecycle, id)) moved += 1;
    } catch (err) {
      // A shipment an operator moved meanwhile, or one that cannot go on: the next run looks again.
      if (!(err instanceof AppError)) throw err;
      deps.log?.warn({ shipment_id: id, code: err.code }, 'sandbox shipment did not move');
    }
  }
  return { moved };
}

async function step({ shipments, lifecycle, receipt }: LifecycleServices, id: number): Promise<boolean> {
  const row = await shipments.findById(id);
  if (!row || waitsForSeller(row)) return false;
  let next = nextOnPath(row.type, row.status);
  // A parcel the seller brings in person is never "sent" by post.
  if (next === 'customer_sent' && row.handover === 'self') next = nextOnPath(row.type, next);
  if (!next) return false;
  if ((warehouseStatuses as readonly string[]).includes(next)) {
    const box = row.measured ?? row;
    await receipt.receive(
      id,
      {
        weight_kg: box.weight_g / 1000,
        length_cm: box.length_mm / 10,
        width_cm: box.width_mm / 10,
        height_cm: box.height_mm / 10,
      },
      SANDBOX,
      'sandbox',
    );
  } else {
    await lifecycle.move(id, next, SANDBOX, 'sandbox');
  }
  return true;
}
