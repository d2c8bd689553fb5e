import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, uploadsApi } from '@cabinet/contracts/uploads';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { accountIdOf } from '../../../test/money.ts';
import { PDF, PNG, TEXT, postUpload, upload, uploadForm } from './uploads.test-kit.ts';

let t: TestApp;
let seller: string;
let other: string;
const dataDir = mkdtempSync(join(tmpdir(), 'uploads-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  seller = (await registerSeller(t)).token;
  other = (await registerSeller(t)).token;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /maintenance/upload', () => {
  it('stores a PNG under the account with a random name and answers what it is', async () => {
    const res = await postUpload(t, seller, uploadForm('chat screenshot.png', PNG, 'image/png'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      filename: expect.stringMatching(/^[0-9a-f]{32}\.png$/),
      original_name: 'chat screenshot.png',
      size: PNG.length,
      content_type: 'image/png',
    });
    const accountId = await accountIdOf(t, seller);
    expect(readFileSync(join(dataDir, 'uploads', String(accountId), body.filename))).toEqual(PNG);
  });

  it('judges by content: a ".pdf" that is really a PNG is kept as a PNG', async () => {
    const res = await postUpload(t, seller, uploadForm('invoice.pdf', PNG, 'application/pdf'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ content_type: 'image/png', filename: expect.stringMatching(/\.png$/) });
  });

  it('accepts a PDF whatever its name', async () => {
    const res = await postUpload(t, seller, uploadForm('statement', PDF));
    expect(res.json()).toMatchObject({ content_type: 'application/pdf', original_name: 'statement' });
  });

  it.each([
    ['en', 'One or more of the uploaded files is in an invalid format'],
    ['ru', 'Один или несколько загруженных файлов имеют недопустимый формат'],
    ['ua', 'Один або кілька завантажених файлів мають недопустимий формат'],
  ])('refuses a ".png" that is text (%s), storing nothing', async (lang, message) => {
    const res = await postUpload(t, seller, uploadForm('photo.png', TEXT, 'image/png'), lang);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_file_format', message });
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await postUpload(t, seller, uploadForm('huge.png', big, 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'file_too_large', message: 'A file is larger than 10 MB' });
  });

  it('takes one file per request, and wants one', async () => {
    const two = uploadForm('a.png', PNG);
    two.append('file', new Blob([new Uint8Array(PNG)]), 'b.png');
    expect((await postUpload(t, seller, two)).statusCode).toBe(400);
    const none = new FormData();
    none.append('note', 'no file here');
    expect((await postUpload(t, seller, none)).json()).toMatchObject({ errors: { file: [expect.any(String)] } });
    const json = await t.call(uploadsApi.upload, { token: seller, payload: {} });
    expect(json.json().code).toBe('multipart_expected');
  });

  it('needs a signed-in seller', async () => {
    expect((await postUpload(t, undefined, uploadForm('a.png', PNG))).statusCode).toBe(401);
  });
});

describe('GET /maintenance/files/:filename', () => {
  it('serves the file to its account with its real type, never sniffed', async () => {
    const filename = await upload(t, seller, 'proof.pdf', PNG);
    const res = await t.call(uploadsApi.file, { params: { filename }, token: seller });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toContain('proof.pdf');
    expect(res.rawPayload).toEqual(PNG);
  });

  it("answers 404 for another account's file, an unknown name and a path", async () => {
    const filename = await upload(t, seller);
    for (const name of [filename, `${'0'.repeat(32)}.png`, '..%2F..%2Fetc%2Fpasswd']) {
      const res = await t.call(uploadsApi.file, { params: { filename: name }, token: other });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('UploadService.assertOwned', () => {
  it("returns the caller's files with their names, and refuses unknown or another account's names", async () => {
    const mine = await upload(t, seller, 'mine.png');
    const theirs = await upload(t, other, 'theirs.png');
    const accountId = await accountIdOf(t, seller);
    const uploads = t.app.services.uploads;
    await expect(uploads.assertOwned(accountId, [mine])).resolves.toEqual([
      { filename: mine, original_name: 'mine.png' },
    ]);
    await expect(uploads.assertOwned(accountId, [mine, theirs])).rejects.toMatchObject({
      statusCode: 400,
      code: 'unknown_file',
    });
    await expect(uploads.assertOwned(accountId, ['nope.png'], 'proof_files')).rejects.toMatchObject({
      details: { errors: { proof_files: ['unknown_file'] } },
    });
    expect(existsSync(join(dataDir, 'uploads', String(accountId), mine))).toBe(true);
  });
});
