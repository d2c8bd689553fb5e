import { pageInfo } from '@cabinet/contracts/common';
import type { Product, ProductInput, ProductList, productListQuerySchema } from '@cabinet/contracts/products';
import type { z } from 'zod';
import type { Db, Tx } from '../../../platform/db/client.ts';
import { invalid, notFound } from '../../../platform/errors.ts';
import type { UploadService } from '../../uploads/uploads.service.ts';
import type { ProductImageStore, StoredImage } from './product-image-store.ts';
import { byProduct, productColumns, toProduct } from './products-mapping.ts';
import type { ProductRepository } from './products.repository.ts';
import type { ProductImageRow } from './products.schema.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';

/** What products need of the customs codes service (the classification of §3). */
export interface CustomsCodeCheck {
  isSelectable(code: string): Promise<boolean>;
}

/** What products need of the warehouse: whether it has ever held the product (then it is archived, not deleted). */
export interface WarehouseStock {
  hasStock(tx: Tx, productId: number): Promise<boolean>;
}

type Caller = { accountId: number; userId: number };
type ListQuery = z.output<typeof productListQuerySchema>;

/**
 * §2 /products (docs/products.md): the seller's catalogue. Every save checks the references belong to the account,
 * the HS code is a selectable leaf and at least one image is given (§5, §8); new images are resized before the
 * transaction and their files dropped again if it fails.
 */
export class ProductService {
  constructor(
    private readonly deps: {
      db: Db;
      repo: ProductRepository;
      uploads: UploadService;
      images: ProductImageStore;
      customs: CustomsCodeCheck;
      stock: WarehouseStock;
      now: () => Date;
    },
  ) {}

  /** Products matched to marketplace order lines by SKU (lower-cased SKU → product): customs names, code, value. */
  async bySkus(accountId: number, skus: string[]) {
    const wanted = [...new Set(skus.filter((s) => s.length > 0 && s.length <= 100))];
    if (wanted.length === 0) return new Map<string, Awaited<ReturnType<ProductRepository['bySkus']>>[number]>();
    const rows = await this.deps.repo.bySkus(accountId, wanted);
    return new Map(rows.map((r) => [r.sku.toLowerCase(), r]));
  }

  async list(accountId: number, q: ListQuery): Promise<ProductList> {
    const { repo } = this.deps;
    const categoryIds = q.category_id ? await repo.folderWithDescendants(accountId, q.category_id) : undefined;
    const { rows, total } = await repo.list(accountId, { ...q, categoryIds });
    const images = byProduct(await repo.images(rows.map((r) => r.product.id)));
    return {
      products: rows.map((r) => toProduct(r, images.get(r.product.id) ?? [])),
      ...pageInfo(q, total),
    };
  }

  async get(accountId: number, id: number): Promise<Product> {
    const found = await this.deps.repo.one(accountId, id);
    if (!found) throw notFound();
    return toProduct(found, await this.deps.repo.images([id]));
  }

  /** Field errors of the references and the code, all at once, so the form marks every wrong field. */
  private async check(accountId: number, input: ProductInput): Promise<void> {
    const { repo, customs } = this.deps;
    const errors: Record<string, string[]> = {};
    const [manufacturerOk, categoryOk, codeOk] = await Promise.all([
      input.manufacturer_id === null ? true : repo.manufacturerOwned(accountId, input.manufacturer_id),
      input.category_id === null ? true : repo.categoryOwned(accountId, input.category_id),
      input.hs_code === null ? true : customs.isSelectable(input.hs_code),
    ]);
    if (!manufacturerOk) errors.manufacturer_id = ['unknown_manufacturer'];
    if (!categoryOk) errors.category_id = ['unknown_category'];
    if (!codeOk) errors.hs_code = ['customs_code_not_selectable'];
    if (input.images.length === 0) errors.images = ['add_at_least_one_image'];
    const fields = Object.keys(errors);
    if (fields.length === 1 && fields[0] === 'images') throw invalid(errors, 'add_at_least_one_image');
    if (fields.length) throw invalid(errors);
  }

  /** Reads and resizes the uploads the body names (the caller's own, images only). */
  private async storeNew(accountId: number, input: ProductInput): Promise<Map<string, StoredImage>> {
    const filenames = input.images.flatMap((i) => ('filename' in i ? [i.filename] : []));
    const stored = new Map<string, StoredImage>();
    if (filenames.length === 0) return stored;
    await this.deps.uploads.assertOwned(accountId, filenames, 'images');
    try {
      for (const filename of new Set(filenames)) {
        const { file, stream } = await this.deps.uploads.open(accountId, filename);
        if (!file.content_type.startsWith('image/'))
          throw invalid({ images: ['invalid_file_format'] }, 'invalid_file_format');
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
        stored.set(filename, await this.deps.images.save(accountId, Buffer.concat(chunks)));
      }
    } catch (err) {
      await this.deps.images.remove(accountId, [...stored.values()]);
      throw err;
    }
    return stored;
  }

  private imageRows(accountId: number, productId: number, input: ProductInput, stored: Map<string, StoredImage>) {
    return input.images.flatMap((item, position) =>
      'filename' in item
        ? [{ ...stored.get(item.filename)!, product_id: productId, account_id: accountId, position }]
        : [],
    );
  }

  /** Runs a write with new image files: they are removed again when the transaction fails. */
  private async write<T>(accountId: number, stored: Map<string, StoredImage>, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      await this.deps.images.remove(accountId, [...stored.values()]);
      if (isUniqueViolation(err, 'products_account_sku_key')) throw invalid({ sku: ['sku_taken'] });
      throw err;
    }
  }

  async create(caller: Caller, input: ProductInput): Promise<Product> {
    const { db, repo, now } = this.deps;
    await this.check(caller.accountId, input);
    if (input.images.some((i) => 'id' in i)) throw invalid({ images: ['unknown_image'] });
    const stored = await this.storeNew(caller.accountId, input);
    const id = await this.write(caller.accountId, stored, () =>
      db.transaction(async (tx) => {
        const at = now();
        const productId = await repo.insert(tx, {
          ...productColumns(input),
          account_id: caller.accountId,
          created_by: caller.userId,
          created_at: at,
          updated_at: at,
        });
        await repo.insertImages(tx, this.imageRows(caller.accountId, productId, input, stored));
        return productId;
      }),
    );
    return this.get(caller.accountId, id);
  }

  async update(caller: Caller, id: number, input: ProductInput): Promise<Product> {
    const { db, repo, now } = this.deps;
    if (!(await repo.one(caller.accountId, id))) throw notFound();
    await this.check(caller.accountId, input);
    const current = await repo.images([id]);
    const keptIds = new Set(input.images.flatMap((i) => ('id' in i ? [i.id] : [])));
    if ([...keptIds].some((imageId) => !current.some((c) => c.id === imageId))) {
      throw invalid({ images: ['unknown_image'] });
    }
    const stored = await this.storeNew(caller.accountId, input);
    const dropped: ProductImageRow[] = await this.write(caller.accountId, stored, () =>
      db.transaction(async (tx) => {
        if (!(await repo.lock(tx, caller.accountId, id))) throw notFound();
        await repo.update(tx, id, { ...productColumns(input), updated_at: now() });
        const gone = current.filter((c) => !keptIds.has(c.id));
        await repo.deleteImages(
          tx,
          gone.map((g) => g.id),
        );
        for (const [position, item] of input.images.entries()) {
          if ('id' in item) await repo.setImagePosition(tx, item.id, position);
        }
        await repo.insertImages(tx, this.imageRows(caller.accountId, id, input, stored));
        return gone;
      }),
    );
    await this.deps.images.remove(caller.accountId, dropped);
    return this.get(caller.accountId, id);
  }

  /** Deletes a product; one that has stock rows is archived instead, so movements and charges keep their subject. */
  async remove(caller: Caller, id: number): Promise<{ archived: boolean }> {
    const { db, repo, now } = this.deps;
    const images = await repo.images([id]);
    const archived = await db.transaction(async (tx) => {
      if (!(await repo.lock(tx, caller.accountId, id))) throw notFound();
      if (await this.deps.stock.hasStock(tx, id)) {
        await repo.update(tx, id, { archived_at: now(), updated_at: now() });
        return true;
      }
      await repo.remove(tx, id);
      return false;
    });
    if (!archived) await this.deps.images.remove(caller.accountId, images);
    return { archived };
  }

  /** An image file for its owner; anything else (another account, a removed image) is 404 alike. */
  async image(accountId: number, productId: number, imageId: number, size: 'large' | 'thumb') {
    const row = await this.deps.repo.image(accountId, productId, imageId);
    if (!row) throw notFound();
    const name = size === 'large' ? row.large : row.thumb;
    return { name, stream: this.deps.images.read(accountId, name) };
  }
}
