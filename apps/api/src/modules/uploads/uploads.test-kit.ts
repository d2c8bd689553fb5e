import { uploadsApi } from '@cabinet/contracts/uploads';
import type { TestApp } from '../../../test/app.ts';

/** Files as a browser sends them: the first bytes decide their type, whatever the name or declared type says. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('screenshot pixels'),
]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
export const TEXT = Buffer.from('just some text, not an image\n');

export function uploadForm(name: string, data: Buffer, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

export const postUpload = (t: TestApp, token: string | undefined, form: FormData, lang = 'en') =>
  t.call(uploadsApi.upload, { token, lang, payload: form as never });

/** Uploads a file and returns its stored name (tests of the forms that attach files). */
export async function upload(t: TestApp, token: string, name = 'chat.png', data: Buffer = PNG): Promise<string> {
  const res = await postUpload(t, token, uploadForm(name, data, 'image/png'));
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ filename: string }>().filename;
}
