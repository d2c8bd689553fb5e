import { lostPaymentsApi, lostPaymentsOpsApi } from '@cabinet/contracts/lost-payments';
import type { TestApp } from '../../../../test/app.ts';

/** Files as the browser sends them: the first bytes are what decides their type, whatever the name says. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('chat screenshot pixels'),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
/** A Windows executable's header (MZ…PE) — renamed to .png it is still not an image. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from('PE\0\0'), Buffer.from('code')]);

export interface Upload {
  name: string;
  data: Buffer;
  type?: string;
}

export function claimForm(comment: string | null, files: Upload[]): FormData {
  const form = new FormData();
  if (comment !== null) form.append('comment', comment);
  for (const f of files) {
    form.append('files', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }), f.name);
  }
  return form;
}

export const submitClaim = (t: TestApp, token: string | undefined, paymentId: number, form: FormData) =>
  t.call(lostPaymentsApi.claim, { params: { id: paymentId }, token, lang: 'en', payload: form as never });

export async function registerPayment(
  t: TestApp,
  op: string,
  body: { amount?: string; payer?: string; date?: string; details?: string } = {},
) {
  const res = await t.call(lostPaymentsOpsApi.register, {
    token: op,
    body: { amount: '40.00', payer: 'Olena Kovalenko', date: '2026-01-15', details: 'SWIFT ref 77', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`register payment failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; amount: { amount: string } }>();
}

export async function claimPayment(t: TestApp, token: string, paymentId: number, files: Upload[] = []) {
  const res = await submitClaim(
    t,
    token,
    paymentId,
    claimForm('This is my buyer, chat attached', files.length ? files : [{ name: 'chat.png', data: PNG }]),
  );
  if (res.statusCode !== 201) throw new Error(`claim failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; files: { id: number; name: string; mime: string }[] }>();
}

export const decide = (t: TestApp, op: string, claimId: number, action: 'approve' | 'reject', reason?: string) =>
  t.call(lostPaymentsOpsApi[action], {
    params: { id: claimId },
    token: op,
    ...(reason !== undefined ? { payload: { reason } } : {}),
  });
