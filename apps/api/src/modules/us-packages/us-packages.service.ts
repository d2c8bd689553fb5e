import { randomBytes } from 'node:crypto';
import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import { accountOfSuite } from '@cabinet/contracts/us-suite';
import type {
  OpsUsPackage,
  OpsUsPackageList,
  UsPackage,
  UsPackageCheckInBody,
  UsPackageList,
} from '@cabinet/contracts/us-packages';
import type { UploadedFile } from '@cabinet/contracts/uploads';
import type { Db } from '../../platform/db/client.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { toSellerRef } from '../account/seller-ref.ts';
import { describeAudit } from '../audit/audit-context.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import { assertFileType, displayName, EXTENSIONS } from '../uploads/file-type.ts';
import { assertDecodable } from './label-blur.ts';
import type { UsPackageRepository } from './us-packages.repository.ts';
import type { UsPackagePhotoRow, UsPackageRow } from './us-packages.schema.ts';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

function toPackage(row: UsPackageRow, photos: UsPackagePhotoRow[]): UsPackage {
  return {
    id: row.id,
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    weight_kg: Number(row.weight_kg),
    length_cm: Number(row.length_cm),
    width_cm: Number(row.width_cm),
    height_cm: Number(row.height_cm),
    contents: row.contents,
    photos: photos.map((p) => ({ filename: p.filename, original_name: p.original_name })),
    arrived_at: row.arrived_at.toISOString(),
  };
}

type OpsRow = { row: UsPackageRow; seller_name: string | null; seller_email: string | null };
const toOps = (found: OpsRow, photos: UsPackagePhotoRow[]): OpsUsPackage => ({
  ...toPackage(found.row, photos),
  suite: found.row.suite,
  seller: toSellerRef({ ...found, account_id: found.row.account_id }),
});

/**
 * Packages at the US warehouse (docs/us-packages.md): an operator photographs a package and checks it in; the suite
 * on its label names the seller, who is told and sees it with its photos. A label naming nobody (no suite, or a suite
 * of no account) leaves the package in the unidentified pool.
 */
export class UsPackageService {
  constructor(
    private readonly deps: {
      db: Db;
      repo: UsPackageRepository;
      files: FileStore;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
    },
  ) {}

  /** Stores a photo for a check-in to come: 400 `invalid_file_format` unless it is an image that decodes. */
  async storePhoto(operatorId: number, file: { name: string | undefined; data: Buffer }): Promise<UploadedFile> {
    const type = assertFileType(file.data, PHOTO_TYPES, 'file');
    await assertDecodable(file.data);
    const filename = `${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
    try {
      await this.deps.files.write(filename, file.data);
    } catch {
      throw new AppError(500, 'upload_failed');
    }
    const row = await this.deps.repo.insertPhoto({
      filename,
      original_name: displayName(file.name, type, 0),
      size: file.data.length,
      content_type: type,
      uploaded_by: operatorId,
      created_at: this.deps.now(),
    });
    return { filename, original_name: row.original_name, size: row.size, content_type: type };
  }

  async checkIn(operatorId: number, body: UsPackageCheckInBody & { suite: string }): Promise<OpsUsPackage> {
    const { db, repo, now } = this.deps;
    const named = accountOfSuite(body.suite);
    const accountId = named !== null && (await repo.accountExists(named)) ? named : null;
    const created = await db.transaction(async (tx) => {
      const loose = await repo.loosePhotos(tx, body.photos);
      if (loose.length !== body.photos.length) throw invalid({ photos: ['unknown_file'] }, 'unknown_file');
      return repo.insert(
        tx,
        {
          account_id: accountId,
          suite: body.suite,
          carrier: body.carrier,
          tracking_number: body.tracking_number,
          weight_kg: body.weight_kg,
          length_cm: body.length_cm,
          width_cm: body.width_cm,
          height_cm: body.height_cm,
          contents: body.contents,
          arrived_at: now(),
          checked_in_by: operatorId,
        },
        body.photos,
      );
    });
    describeAudit({
      accountId,
      after: { carrier: created.carrier, tracking_number: created.tracking_number, suite: created.suite },
    });
    if (accountId !== null) {
      await this.deps.notifications.notify(accountId, 'shipments.us_package_arrived', {
        carrier: created.carrier,
        tracking_number: created.tracking_number,
      });
    }
    return this.opsOne(created.id);
  }

  async opsOne(id: number): Promise<OpsUsPackage> {
    const found = await this.deps.repo.one(id);
    if (!found) throw notFound();
    return toOps(found, (await this.deps.repo.photos([id])).get(id) ?? []);
  }

  async opsList(q: PageQuery): Promise<OpsUsPackageList> {
    const { rows, total } = await this.deps.repo.all(q);
    const photos = await this.deps.repo.photos(rows.map((r) => r.row.id));
    return { packages: rows.map((r) => toOps(r, photos.get(r.row.id) ?? [])), ...pageInfo(q, total) };
  }

  async list(accountId: number, q: PageQuery): Promise<UsPackageList> {
    const { rows, total } = await this.deps.repo.ofAccount(accountId, q);
    const photos = await this.deps.repo.photos(rows.map((r) => r.row.id));
    return { packages: rows.map((r) => toPackage(r.row, photos.get(r.row.id) ?? [])), ...pageInfo(q, total) };
  }

  /** A stored photo's bytes (the pool blurs the label's before showing it). */
  openPhoto(filename: string) {
    return this.deps.files.read(filename);
  }

  /** A package's photo: for its seller (`accountId`), or for the desk (`null`); 404 otherwise. */
  async photo(accountId: number | null, packageId: number, filename: string) {
    const found = await this.deps.repo.one(packageId);
    if (!found || (accountId !== null && found.row.account_id !== accountId)) throw notFound();
    const photo = await this.deps.repo.photo(packageId, filename);
    if (!photo) throw notFound();
    return { file: photo, stream: this.deps.files.read(photo.filename) };
  }
}
