import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { lostPaymentsOpsApi } from '@cabinet/contracts/lost-payments';
import { callApi, OPERATOR, operatorToken, registerSeller, signInByApi, watchConsole } from './support.ts';

/** A PNG as a phone saves a chat screenshot: the signature is what the server checks. */
const SCREENSHOT = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('chat with the buyer'),
]);

const newSeller = (request: APIRequestContext) =>
  registerSeller(request, {
    prefix: 'links',
    password: 'links-password-1',
    firstName: 'Maryna',
    lastName: 'Tkachenko',
  });

/** A page in a browser context of its own, signed in (or not, for a buyer). */
async function pageOf(browser: Browser, who?: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (who) await signInByApi(page, who.email, who.password);
  return page;
}

test('a buyer pays an accepted payment link on the provider’s checkout in another browser (declined, left, then paid); the seller sees it paid and the balance rise', async ({
  browser,
  page,
  request,
  context,
}) => {
  const problems = watchConsole(page);
  const seller = await newSeller(request);
  await signInByApi(page, seller.email, seller.password);

  // The seller creates a one-time link.
  await page.goto('/payment-links');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment links');
  await expect(page.getByText('You have no payment links yet')).toBeVisible();
  await page.getByRole('link', { name: 'New payment link' }).click();
  await expect(page).toHaveURL(/\/payment-links\/new$/);
  await page.getByRole('textbox', { name: 'Amount' }).fill('25');
  await page.getByRole('textbox', { name: 'What the buyer pays for' }).fill('Handmade wool scarf, order 1042');
  await page.getByRole('button', { name: 'Create the link' }).click();
  await expect(page).toHaveURL(/\/payment-links$/);
  const row = page.getByRole('row', { name: /Handmade wool scarf/ });
  await expect(row.getByText('In review')).toBeVisible();
  await expect(row.getByText('One-time')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Copy link' })).toHaveCount(0);

  // The operator accepts it on the review desk, in a browser of their own.
  const ops = await pageOf(browser, OPERATOR);
  await ops.goto('/ops/payment-links');
  await expect(ops.getByRole('heading', { level: 1 })).toHaveText('Payment link review');
  const opsRow = ops.getByRole('row', { name: /Handmade wool scarf/ });
  await expect(opsRow.getByText(seller.email)).toBeVisible();
  await opsRow.getByRole('button', { name: 'Accept' }).click();
  await expect(ops.getByText('The link is accepted: buyers can pay it')).toBeVisible();
  await expect(opsRow).toHaveCount(0);

  // The seller copies the address for the buyer.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.reload();
  await expect(row.getByText('Accepted')).toBeVisible();
  await row.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Code copied')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/pay\/[A-Za-z0-9]{12}$/);

  // A buyer, not signed in anywhere, pays on the payments provider's hosted checkout: our page asks only the e-mail.
  const buyer = await pageOf(browser);
  const buyerProblems = watchConsole(buyer);
  await buyer.goto(new URL(url).pathname);
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText('Payment');
  await expect(buyer.getByText('Maryna Tkachenko')).toBeVisible();
  await expect(buyer.getByText('Handmade wool scarf, order 1042')).toBeVisible();
  await expect(buyer.getByTestId('pay-amount')).toHaveText('$25.00');
  await expect(buyer.getByRole('textbox', { name: /card/i })).toHaveCount(0);
  const startPayment = async () => {
    await buyer.getByRole('textbox', { name: 'Your e-mail' }).fill('buyer@example.com');
    await buyer.getByRole('button', { name: 'Pay' }).click();
    await expect(buyer).toHaveURL(/\/api\/sandbox\/payments\/checkout\/cs_test_[0-9a-f]{24}$/);
    await expect(buyer.getByText('Sandbox', { exact: true })).toBeVisible();
    await expect(buyer.getByText('25.00 USD', { exact: true })).toBeVisible();
  };

  // The bank declines: back on our page, nothing was taken and the link can be paid again.
  await startPayment();
  const declined = buyer.url();
  await buyer.getByRole('button', { name: 'Decline' }).click();
  await expect(buyer).toHaveURL(/\/pay\/[A-Za-z0-9]{12}\/done\?payment=PL-[0-9A-Z]{20}&session=cs_test_/);
  await expect(buyer.getByText('The payment was declined. No money was taken.')).toBeVisible();
  await buyer.getByRole('link', { name: 'Pay again' }).click();

  // The buyer leaves the next checkout unpaid, comes back, and Pay leads to that same open checkout.
  await startPayment();
  const open = buyer.url();
  expect(open).not.toBe(declined);
  await buyer.getByRole('link', { name: 'Cancel and return to the shop' }).click();
  await expect(buyer).toHaveURL(/\/pay\/[A-Za-z0-9]{12}\/cancelled\?payment=PL-/);
  await expect(buyer.getByText('You left the payment page. No money was taken.')).toBeVisible();
  await buyer.getByRole('link', { name: 'Pay again' }).click();
  await startPayment();
  expect(buyer.url()).toBe(open);

  // Pay: the provider's signed webhook credits the seller; the return page shows it once it has.
  await buyer.getByRole('button', { name: 'Pay 25.00 USD' }).click();
  await expect(buyer).toHaveURL(/\/pay\/[A-Za-z0-9]{12}\/done\?payment=PL-/);
  await expect(buyer.getByText('Payment received')).toBeVisible();
  await expect(buyer.getByText(/\$25\.00 has been paid to Maryna Tkachenko/)).toBeVisible();
  await buyer.goto(new URL(url).pathname);
  await expect(buyer.getByText('This link has already been paid.')).toBeVisible();
  expect(buyerProblems).toEqual([]);

  // The seller sees it paid, with the buyer's payment, and the balance has risen.
  await page.reload();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('$25.00');
  await row.getByRole('button', { name: 'Payments: 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payments of the link' });
  await expect(dialog.getByRole('row', { name: /buyer@example\.com/ })).toContainText('$25.00');
  expect(problems).toEqual([]);
});

test('a seller claims an unidentified payment with a chat screenshot; the operator approves it and the balance rises', async ({
  browser,
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const seller = await newSeller(request);
  const op = await operatorToken(request);
  const registered = await callApi(request, lostPaymentsOpsApi.register, {
    token: op,
    body: { amount: '40.00', payer: 'Olena Kovalenko', date: '2026-01-15', details: `Wire ${seller.email}` },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await signInByApi(page, seller.email, seller.password);
  await page.goto('/lost-payments/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unidentified payments');
  const payment = page.getByRole('row', { name: new RegExp(`Wire ${seller.email.replace(/[.]/g, '\\.')}`) });
  await expect(payment).toContainText('O**** K******');
  await expect(payment).toContainText('$40.00');
  await payment.getByRole('button', { name: /^Claim/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Claim an unidentified payment' });
  await dialog
    .getByRole('textbox', { name: /Why this payment is yours/ })
    .fill('My Etsy buyer paid by wire; chat attached');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'chat.png',
    mimeType: 'image/png',
    buffer: SCREENSHOT,
  });
  await dialog.getByRole('button', { name: 'Send the claim' }).click();
  await expect(page.getByText('The claim is sent. Support will review it.')).toBeVisible();
  await expect(payment.getByText('Claimed')).toBeVisible();
  const claim = page.getByRole('row', { name: /My Etsy buyer paid by wire/ });
  await expect(claim.getByText('Under review')).toBeVisible();

  // The operator opens the screenshot and approves the claim.
  const ops = await pageOf(browser, OPERATOR);
  await ops.goto('/ops/unidentified-payments');
  await expect(ops.getByRole('heading', { level: 1 })).toHaveText('Unidentified payments');
  const opsClaim = ops.getByRole('row', { name: /My Etsy buyer paid by wire/ });
  await expect(opsClaim).toContainText('Olena Kovalenko');
  const download = ops.waitForEvent('download');
  await opsClaim.getByRole('button', { name: 'Download chat.png' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('chat.png');
  const bytes = await (await import('node:fs/promises')).readFile((await file.path())!);
  expect(Buffer.compare(bytes, SCREENSHOT)).toBe(0);
  await opsClaim.getByRole('button', { name: 'Approve' }).click();
  await ops.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(ops.getByText('The claim is approved and the money credited')).toBeVisible();

  await page.reload();
  await expect(claim.getByText('Approved')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('$40.00');
  await expect(payment).toHaveCount(0);
  expect(problems).toEqual([]);
});
