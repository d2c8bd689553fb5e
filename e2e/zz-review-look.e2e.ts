import { writeFileSync } from 'node:fs';
import { test, type Page, type Browser } from '@playwright/test';
import { addressesApi } from '@cabinet/contracts/addresses';
import { shipmentsApi } from '@cabinet/contracts/shipments';
import { requisitesApi, withdrawalsApi } from '@cabinet/contracts/withdrawals';
import { topUpsApi } from '@cabinet/contracts/top-up';
import { lostPaymentsOpsApi } from '@cabinet/contracts/lost-payments';
import {
  BOOK_RECIPIENT, BOOK_SENDER, callApi, fundedSeller, OPERATOR, operatorToken, signInByApi, useLanguage, type BookEntry,
} from './support.ts';

const D = '/tmp/review';
const log: string[] = [];
async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${D}/${name}.png`, fullPage: true }).catch((e) => log.push(`shot ${name}: ${e}`));
  const text = await page.locator('body').innerText().catch(() => '');
  writeFileSync(`${D}/${name}.txt`, `URL ${page.url()}\n${text}`);
}
async function tryStep(name: string, fn: () => Promise<void>) {
  try { await fn(); } catch (e) { log.push(`STEP ${name} failed: ${String(e).slice(0, 400)}`); }
}
async function ctx(browser: Browser, lang: 'en' | 'ua', who: { email: string; password: string }) {
  const c = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce', viewport: { width: 1366, height: 900 } });
  const p = await c.newPage();
  await useLanguage(p, lang);
  await signInByApi(p, who.email, who.password);
  return p;
}

test('review walk', async ({ browser, request }) => {
  test.setTimeout(900_000);
  const admin = await operatorToken(request);
  const seller = await fundedSeller(request, '500', { prefix: 'review', firstName: 'Iryna', lastName: 'Reviewova', password: 'review-password-1' });
  const book = async (body: BookEntry) => {
    const res = await callApi(request, addressesApi.create, { token: seller.token, body });
    return ((await res.json()) as { address_book_item: { id: number } }).address_book_item.id;
  };
  const sender_id = await book(BOOK_SENDER);
  const recipient_id = await book({ ...BOOK_RECIPIENT, last_name: 'Revieweroff' });
  const parcels: { id: number; number: string; internal_track: string | null }[] = [];
  for (const o of ['A', 'B', 'C', 'D']) {
    const r = await callApi(request, shipmentsApi.create, { token: seller.token, body: {
      type: 'direct', delivery_type: 'small_pack', sender_id, recipient_id, order_number: `REV-${o}`,
      box: { weight_kg: 1, length_cm: 20, width_cm: 15, height_cm: 10 },
      lines: [{ name_ua: 'Сорочка', name_en: 'Shirt', quantity: 1, unit_value: '25.00', hs_code: '6205200000' }] } as never });
    log.push(`create ${o}: ${r.status()}`);
    parcels.push(((await r.json()) as { shipment: (typeof parcels)[0] }).shipment);
  }
  log.push(`parcels ${JSON.stringify(parcels)} account ${seller.accountId} ${seller.email}`);
  await callApi(request, withdrawalsApi.acceptAgreement, { token: seller.token });
  await callApi(request, requisitesApi.saveCard, { token: seller.token, body: { card_number: '4242 4242 4242 4242', holder_name: 'Iryna Reviewova' } });
  const w = await callApi(request, withdrawalsApi.create, { token: seller.token, body: { method: 'card', amount: '50', confirm: { recipient_confirmed: true } } as never });
  log.push(`withdrawal ${w.status()} ${await w.text()}`);
  const t = await callApi(request, topUpsApi.create, { token: seller.token, body: { method: 'bank_transfer', amount: '200' } });
  log.push(`topup ${t.status()} ${(await t.text()).slice(0, 300)}`);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());
  const u = await callApi(request, lostPaymentsOpsApi.register, { token: admin, body: { amount: '75.00', payer: 'TOV Romashka', date: today, details: 'Payment for services, inv 12' } });
  log.push(`unidentified ${u.status()} ${(await u.text()).slice(0, 300)}`);

  const op = await ctx(browser, 'en', OPERATOR);
  // Receiving
  await tryStep('receiving', async () => {
    await op.goto('/ops/shipments/receiving');
    await shot(op, 'en-10-receiving-empty');
    const scan = op.getByRole('textbox', { name: 'Scan the sticker or type the number' });
    await scan.click();
    await op.keyboard.type(parcels[0]!.number, { delay: 5 });
    await op.keyboard.press('Enter');
    await op.waitForTimeout(1200);
    await shot(op, 'en-11-receiving-open');
    await op.getByRole('button', { name: 'Receive', exact: true }).click();
    await op.waitForTimeout(800);
    await shot(op, 'en-12-receiving-receive-unmeasured');
    const parcel = op.getByRole('region', { name: `Parcel ${parcels[0]!.number}` });
    await parcel.getByRole('textbox', { name: 'Weight, kg' }).fill('1');
    await parcel.getByRole('textbox', { name: 'Length, cm' }).fill('20');
    await parcel.getByRole('textbox', { name: 'Width, cm' }).fill('15');
    await parcel.getByRole('textbox', { name: 'Height, cm' }).fill('10');
    await parcel.getByRole('button', { name: 'Receive', exact: true }).click();
    await op.waitForTimeout(800);
    await scan.click();
    await op.keyboard.type(parcels[1]!.internal_track ?? parcels[1]!.number, { delay: 5 });
    await op.keyboard.press('Enter');
    await op.waitForTimeout(1200);
    const p2 = op.getByRole('region', { name: `Parcel ${parcels[1]!.number}` });
    await p2.getByRole('textbox', { name: 'Weight, kg' }).fill('2.6');
    await p2.getByRole('textbox', { name: 'Length, cm' }).fill('20');
    await p2.getByRole('textbox', { name: 'Width, cm' }).fill('15');
    await p2.getByRole('textbox', { name: 'Height, cm' }).fill('10');
    await p2.getByRole('button', { name: 'Receive', exact: true }).click();
    await op.waitForTimeout(1000);
    // a 90 cm side parcel C
    await scan.click();
    await op.keyboard.type(parcels[2]!.number, { delay: 5 });
    await op.keyboard.press('Enter');
    await op.waitForTimeout(1200);
    const p3 = op.getByRole('region', { name: `Parcel ${parcels[2]!.number}` });
    await p3.getByRole('textbox', { name: 'Weight, kg' }).fill('1,2');
    await p3.getByRole('textbox', { name: 'Length, cm' }).fill('95');
    await p3.getByRole('textbox', { name: 'Width, cm' }).fill('15');
    await p3.getByRole('textbox', { name: 'Height, cm' }).fill('10');
    await p3.getByRole('button', { name: 'Receive', exact: true }).click();
    await op.waitForTimeout(1000);
    await shot(op, 'en-13-receiving-session');
  });
  // Held parcel page (ops)
  await tryStep('held ops', async () => {
    await op.goto(`/ops/shipments/${parcels[1]!.id}`);
    await shot(op, 'en-20-ops-shipment-held');
    await op.goto(`/ops/shipments/${parcels[2]!.id}`);
    await shot(op, 'en-20b-ops-shipment-sides');
  });
  // Freeze parcel D via UI
  await tryStep('freeze', async () => {
    await op.goto(`/ops/shipments/${parcels[3]!.id}`);
    await shot(op, 'en-21-ops-shipment-created');
    await op.getByRole('button', { name: /freeze/i }).first().click();
    await op.waitForTimeout(600);
    await shot(op, 'en-22-freeze-dialog');
    const dlg = op.getByRole('dialog');
    await dlg.getByRole('button', { name: /freeze/i }).last().click();
    await op.waitForTimeout(600);
    await shot(op, 'en-23-freeze-noreason');
    await dlg.getByRole('textbox').first().fill('Customs documents missing: upload the invoice');
    await dlg.getByRole('button', { name: /freeze/i }).last().click();
    await op.waitForTimeout(1000);
    await shot(op, 'en-24-frozen');
  });
  // status move dialog on the received parcel A
  await tryStep('move', async () => {
    await op.goto(`/ops/shipments/${parcels[0]!.id}`);
    await shot(op, 'en-25-ops-shipment-received');
  });
  // Top-ups confirm
  await tryStep('topups', async () => {
    await op.goto('/ops/top-ups');
    await shot(op, 'en-30-topups');
    await op.getByRole('button', { name: /confirm/i }).first().click();
    await op.waitForTimeout(600);
    await shot(op, 'en-31-topup-confirm-dialog');
    await op.keyboard.press('Escape');
  });
  // Unidentified assign
  await tryStep('unidentified', async () => {
    await op.goto('/ops/unidentified-payments');
    await shot(op, 'en-40-unidentified');
    await op.getByRole('button', { name: /assign/i }).first().click();
    await op.waitForTimeout(600);
    await shot(op, 'en-41-assign-dialog');
    const dlg = op.getByRole('dialog');
    const box = dlg.getByRole('textbox').first().or(dlg.getByRole('combobox').first());
    await box.first().fill('Reviewova');
    await op.waitForTimeout(1500);
    await shot(op, 'en-42-assign-search');
    await op.getByRole('option').first().click().catch(() => dlg.getByText(seller.email).first().click());
    await op.waitForTimeout(500);
    await shot(op, 'en-43-assign-selected');
    await dlg.getByRole('button', { name: /assign|credit/i }).last().click();
    await op.waitForTimeout(1200);
    await shot(op, 'en-44-assigned');
  });
  // Tariffs preview
  await tryStep('tariffs', async () => {
    await op.goto('/ops/tariffs');
    await shot(op, 'en-50-tariffs');
    const bases = op.getByRole('textbox', { name: /^Band \d+: price at the start$/ });
    const b = bases.first();
    await b.fill((Number(await b.inputValue()) * 1.2).toFixed(2));
    await op.getByRole('button', { name: 'Preview the change' }).click();
    await op.waitForTimeout(1200);
    await shot(op, 'en-51-tariff-preview');
  });
  // Seller page
  await tryStep('seller page', async () => {
    await op.goto('/ops/accounts');
    await shot(op, 'en-60-accounts');
    await op.goto(`/ops/accounts/${seller.accountId}`);
    await shot(op, 'en-61-seller');
    const block = op.getByRole('button', { name: /block/i }).first();
    await block.click();
    await op.waitForTimeout(600);
    await shot(op, 'en-62-block-dialog');
    const dlg = op.getByRole('dialog');
    await dlg.getByRole('textbox').first().fill('Verification of payment details in progress');
    await dlg.getByRole('button', { name: /block/i }).last().click();
    await op.waitForTimeout(1000);
    await shot(op, 'en-63-blocked');
  });
  for (const [n, path] of [
    ['70-home', '/ops'], ['71-shipments', '/ops/shipments'], ['72-withdrawals', '/ops/withdrawals'], ['73-approvals', '/ops/approvals'],
    ['74-returns', '/ops/returns'], ['75-disposals', '/ops/disposals'], ['76-warehouse', '/ops/warehouse'], ['77-audit', '/ops/audit'],
    ['78-operators', '/ops/operators'], ['79-topups-after', '/ops/top-ups'], ['80-unidentified-after', '/ops/unidentified-payments'],
  ] as const) {
    await tryStep(n, async () => { await op.goto(path); await shot(op, `en-${n}`); });
  }
  await tryStep('withdrawal pay dialog', async () => {
    await op.goto('/ops/withdrawals');
    await op.getByRole('button', { name: 'Pay' }).first().click();
    await op.waitForTimeout(600);
    await shot(op, 'en-81-pay-dialog');
    await op.keyboard.press('Escape');
  });
  // UA operator
  const ua = await ctx(browser, 'ua', OPERATOR);
  for (const [n, path] of [
    ['70-home', '/ops'], ['71-shipments', '/ops/shipments'], ['72-withdrawals', '/ops/withdrawals'], ['73-approvals', '/ops/approvals'],
    ['74-returns', '/ops/returns'], ['75-disposals', '/ops/disposals'], ['76-warehouse', '/ops/warehouse'], ['77-audit', '/ops/audit'],
    ['78-operators', '/ops/operators'], ['79-topups', '/ops/top-ups'], ['80-unidentified', '/ops/unidentified-payments'],
    ['50-tariffs', '/ops/tariffs'], ['60-accounts', '/ops/accounts'], ['61-seller', `/ops/accounts/${seller.accountId}`],
    ['20-held', `/ops/shipments/${parcels[1]!.id}`], ['24-frozen', `/ops/shipments/${parcels[3]!.id}`], ['10-receiving', '/ops/shipments/receiving'],
  ] as const) {
    await tryStep('ua' + n, async () => { await ua.goto(path); await shot(ua, `ua-${n}`); });
  }
  await tryStep('ua receiving open', async () => {
    await ua.goto('/ops/shipments/receiving');
    await ua.getByRole('textbox').first().click();
    await ua.keyboard.type(parcels[3]!.number, { delay: 5 });
    await ua.keyboard.press('Enter');
    await ua.waitForTimeout(1200);
    await shot(ua, 'ua-11-receiving-open');
  });
  // Seller side
  for (const lang of ['en', 'ua'] as const) {
    const s = await ctx(browser, lang, seller);
    for (const [n, path] of [
      ['90-notifications', '/notifications'], ['91-held', `/shipments/list?shipment=${parcels[1]!.id}`], ['92-frozen', `/shipments/list?shipment=${parcels[3]!.id}`],
      ['93-withdrawals', '/get-money'], ['94-sides', `/shipments/list?shipment=${parcels[2]!.id}`], ['95-balance', '/balance-log'],
    ] as const) {
      await tryStep(lang + n, async () => { await s.goto(path); await shot(s, `s${lang}-${n}`); });
    }
  }
  writeFileSync(`${D}/log.txt`, log.join('\n'));
});
