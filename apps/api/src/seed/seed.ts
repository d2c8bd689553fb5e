import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { Services } from '../services.ts';
import { seedDemoProducts } from './seed-products.ts';
import { seedDemoReturns } from './seed-returns.ts';
import { seedDemoShipments } from './seed-shipments.ts';
import { seedDemoStock } from './seed-stock.ts';
import { seedDemoStorage } from './seed-storage.ts';

/** Known demo credentials (README). Seeding is idempotent: existing users are left as they are. */
export const DEMO_SELLER = { email: 'demo@seller-cabinet.test', password: 'demo-seller-2026' } as const;
export const DEMO_OPERATOR = { email: 'operator@seller-cabinet.test', password: 'operator-2026' } as const;

export async function seed(services: Services, log: FastifyBaseLogger): Promise<void> {
  const { accountRepo } = services;
  if (!(await accountRepo.userByEmail(DEMO_SELLER.email))) {
    const owner = await accountRepo.createAccountWithOwner(
      {
        user_type: 'self_employed',
        itn: '3012345678',
        company_name: 'FOP Kovalenko O. M.',
        psrn: null,
        vars: { ECOM_GF: 1, CUSTOMER_DHL_ENABLE: 1 },
      },
      {
        email: DEMO_SELLER.email,
        phone: '+380501234567',
        first_name: 'Olena',
        last_name: 'Kovalenko',
        language: 'ua',
        password_hash: await hashPassword(DEMO_SELLER.password),
      },
    );
    await accountRepo.savePersonalData({
      account_id: owner.account_id!,
      passport_number: 'FA123456',
      issued_by: '8031',
      issue_date: '2019-04-12',
      birth_date: '1990-06-03',
      tax_number: '3012345678',
    });
    log.info({ email: DEMO_SELLER.email }, 'seeded demo seller');
    // A new demo seller means an empty database: give it shipments to look at (and the sandbox job to move).
    try {
      const count = await seedDemoShipments(services, owner.account_id!);
      log.info({ count }, 'seeded demo shipments');
    } catch (err) {
      log.error({ err }, 'demo shipments were not seeded');
    }
    try {
      const count = await seedDemoReturns(services, owner.account_id!, new Date());
      log.info({ count }, 'seeded demo returns');
    } catch (err) {
      log.error({ err }, 'demo returns were not seeded');
    }
    try {
      const count = await seedDemoProducts(services, { accountId: owner.account_id!, userId: owner.id });
      log.info({ count }, 'seeded demo products');
    } catch (err) {
      log.error({ err }, 'demo products were not seeded');
    }
    try {
      const count = await seedDemoStock(services, { accountId: owner.account_id!, userId: owner.id }, new Date());
      log.info({ count }, 'seeded demo stock');
    } catch (err) {
      log.error({ err }, 'demo stock was not seeded');
    }
    // After the demo stock (its movements are what the snapshots are built from).
    try {
      const count = await seedDemoStorage(services, new Date());
      log.info({ count }, 'seeded demo storage snapshots and charges');
    } catch (err) {
      log.error({ err }, 'demo storage was not seeded');
    }
  }
  if (!(await accountRepo.userByEmail(DEMO_OPERATOR.email))) {
    await accountRepo.createOperator({
      email: DEMO_OPERATOR.email,
      first_name: 'Operator',
      last_name: 'Demo',
      language: 'en',
      password_hash: await hashPassword(DEMO_OPERATOR.password),
    });
    log.info({ email: DEMO_OPERATOR.email }, 'seeded operator');
  }
}
