import type { Manufacturer, ManufacturerList } from '@cabinet/contracts/products';
import type { manufacturerBodySchema } from '@cabinet/contracts/products';
import type { z } from 'zod';
import { invalid, notFound } from '../../../platform/errors.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import type { ManufacturerRepository } from './manufacturers.repository.ts';
import type { ManufacturerRow } from './products.schema.ts';

type Body = z.output<typeof manufacturerBodySchema>;

const toManufacturer = (found: { row: ManufacturerRow; product_count: number }): Manufacturer => ({
  id: found.row.id,
  name: found.row.name,
  country: found.row.country,
  product_count: found.product_count,
});

/** §2 /products/manufacturers: a name unique per account, case-insensitive (the index decides, also under a race). */
export class ManufacturerService {
  constructor(private readonly deps: { repo: ManufacturerRepository; now: () => Date }) {}

  async list(accountId: number): Promise<ManufacturerList> {
    return { manufacturers: (await this.deps.repo.list(accountId)).map(toManufacturer) };
  }

  private async get(accountId: number, id: number): Promise<Manufacturer> {
    const found = await this.deps.repo.one(accountId, id);
    if (!found) throw notFound();
    return toManufacturer(found);
  }

  private async named<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err, 'manufacturers_account_name_key')) {
        throw invalid({ name: ['name_taken'] }, 'manufacturer_name_taken');
      }
      throw err;
    }
  }

  async create(accountId: number, body: Body): Promise<Manufacturer> {
    const row = await this.named(() =>
      this.deps.repo.insert({
        account_id: accountId,
        name: body.name,
        country: body.country,
        created_at: this.deps.now(),
      }),
    );
    return this.get(accountId, row.id);
  }

  async update(accountId: number, id: number, body: Body): Promise<Manufacturer> {
    const found = await this.named(() =>
      this.deps.repo.update(accountId, id, { name: body.name, country: body.country }),
    );
    if (!found) throw notFound();
    return this.get(accountId, id);
  }

  /** Decision (docs/products.md): deleting one in use is allowed; its products stay, without a manufacturer. */
  async remove(accountId: number, id: number): Promise<void> {
    if (!(await this.deps.repo.remove(accountId, id))) throw notFound();
  }
}
