import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import type { UploadService } from '../../uploads/uploads.service.ts';
import { CategoryRepository } from '../categories/categories.repository.ts';
import { categoryRoutes } from '../categories/categories.routes.ts';
import { CategoryService } from '../categories/categories.service.ts';
import { ManufacturerRepository } from './manufacturers.repository.ts';
import { manufacturerRoutes } from './manufacturers.routes.ts';
import { ManufacturerService } from './manufacturers.service.ts';
import { ProductImageStore } from './product-image-store.ts';
import { ProductRepository } from './products.repository.ts';
import { productRoutes } from './products.routes.ts';
import { ProductService, type CustomsCodeCheck, type WarehouseStock } from './products.service.ts';

/** Products (docs/products.md): the catalogue, its manufacturers and folders; pictures under `<DATA_DIR>/products`. */
export function createProductServices(deps: {
  db: Db;
  dataDir: string;
  uploads: UploadService;
  customs: CustomsCodeCheck;
  stock: WarehouseStock;
  now: () => Date;
}) {
  const { db, now } = deps;
  return {
    products: new ProductService({
      db,
      repo: new ProductRepository(db),
      uploads: deps.uploads,
      images: new ProductImageStore(join(deps.dataDir, 'products')),
      customs: deps.customs,
      stock: deps.stock,
      now,
    }),
    manufacturers: new ManufacturerService({ repo: new ManufacturerRepository(db), now }),
    categories: new CategoryService({ db, repo: new CategoryRepository(db), now }),
  };
}
export type ProductServices = ReturnType<typeof createProductServices>;

export const productModuleRoutes: FastifyPluginAsync<{ catalog: ProductServices }> = async (app, { catalog }) => {
  await app.register(manufacturerRoutes, { manufacturers: catalog.manufacturers });
  await app.register(productRoutes, { products: catalog.products });
  await app.register(categoryRoutes, { categories: catalog.categories });
};
