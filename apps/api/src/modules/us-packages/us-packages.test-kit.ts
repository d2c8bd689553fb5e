import { opsUsPackagesApi, type UsPackageCheckInBody } from '@cabinet/contracts/us-packages';
import type { TestApp } from '../../../test/app.ts';
import { uploadForm } from '../uploads/uploads.test-kit.ts';

/** A real photo (a 40×30 PNG): package photos must decode, not only start like an image. */
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPUlEQVR4nO3VQQ0AMAwCwMnHAp4QNRnb45L+mzSUO0ufzLE4Tj3hqneKApnKLCSCxWIxWBwWi8VgcV+xeAHtCgd49fRvcwAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a package photo as an operator and returns its stored name. */
export async function uploadPackagePhoto(t: TestApp, op: string, data: Buffer = PHOTO, name = 'label.png') {
  const res = await t.call(opsUsPackagesApi.uploadPhoto, { token: op, payload: uploadForm(name, data) as never });
  if (res.statusCode !== 201) throw new Error(`photo upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ filename: string }>().filename;
}

export const packageBody = (photos: string[], over: Partial<UsPackageCheckInBody> = {}): UsPackageCheckInBody => ({
  suite: '',
  carrier: 'UPS',
  tracking_number: '1Z999AA10123456784',
  weight_kg: 1.25,
  length_cm: 30,
  width_cm: 20,
  height_cm: 10.5,
  contents: 'Sneakers, one pair',
  photos,
  ...over,
});

/** Checks a package in (with a fresh photo unless the body names its own). */
export async function checkInPackage(t: TestApp, op: string, over: Partial<UsPackageCheckInBody> = {}) {
  const photo = await uploadPackagePhoto(t, op);
  const res = await t.call(opsUsPackagesApi.checkIn, {
    token: op,
    body: packageBody([photo], over),
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  if (res.statusCode !== 201) throw new Error(`check-in failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; photos: { filename: string }[]; seller: { account_id: number } | null }>();
}
