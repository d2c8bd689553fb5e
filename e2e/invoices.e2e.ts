import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { invoicesApi, invoicesOpsApi } from '@cabinet/contracts/invoices';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import {
  callApi,
  DEMO_SELLER,
  OPERATOR,
  balanceOf,
  credit,
  signInByApi,
  tokenOf,
  useLanguage,
  watchConsole,
} from './support.ts';

/** The demo seller's account number, as the back office finds it by e-mail. */
async function demoAccountId(request: APIRequestContext, operatorToken: string): Promise<number> {
  const res = await callApi(request, moneyOpsApi.accounts, {
    query: { search: DEMO_SELLER.email },
    token: operatorToken,
  });
  const { accounts } = (await res.json()) as { accounts: { id: number; email: string }[] };
  return accounts.find((a) => a.email === DEMO_SELLER.email)!.id;
}

async function issueByApi(request: APIRequestContext, operatorToken: string, accountId: number, price: string) {
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const res = await callApi(request, invoicesOpsApi.issue, {
    token: operatorToken,
    body: {
      account_id: accountId,
      title: 'Label printing',
      lines: [{ description: 'Labels A6', quantity: 1, unit_price: price }],
      due_date: due,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; number: string };
}

const INVOICES_FUNDS = 'Funds for the invoices journey';

const availableOf = async (request: APIRequestContext, token: string): Promise<number> =>
  Math.round(Number((await balanceOf(request, token)).available.amount) * 100);

const usd = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

test('an operator issues an invoice to the demo seller, who pays it; payments and the summary report show it', async ({
  browser,
  request,
}) => {
  const operatorToken = await tokenOf(request, OPERATOR);
  const sellerToken = await tokenOf(request, DEMO_SELLER);
  const accountId = await demoAccountId(request, operatorToken);
  await credit(request, accountId, '100.00', { op: operatorToken, reason: INVOICES_FUNDS });

  // The back office: find the seller, write the lines, issue.
  const ops = await (await browser.newContext()).newPage();
  const opsProblems = watchConsole(ops);
  await useLanguage(ops, 'en');
  await signInByApi(ops, OPERATOR.email, OPERATOR.password);
  await ops.goto('/ops');
  await ops.getByRole('link', { name: 'Invoices to sellers' }).click();
  await expect(ops).toHaveURL(/\/ops\/invoices$/);
  await expect(ops.getByRole('heading', { level: 1 })).toHaveText('Invoices to sellers');
  await ops.getByRole('combobox', { name: /^Seller/ }).fill('demo@seller');
  await ops.getByRole('option', { name: new RegExp(`demo@seller-cabinet\\.test · №${accountId}`) }).click();
  await ops.getByRole('textbox', { name: /^What the invoice is for/ }).fill('Warehouse storage, November');
  await ops.getByRole('textbox', { name: 'Line 1: description' }).fill('Storage, 12 SKUs');
  await ops.getByRole('textbox', { name: 'Line 1: quantity' }).fill('3');
  await ops.getByRole('textbox', { name: 'Line 1: unit price' }).fill('2.50');
  await ops.getByRole('button', { name: 'Add a line' }).click();
  await ops.getByRole('textbox', { name: 'Line 2: description' }).fill('Packing');
  await ops.getByRole('textbox', { name: 'Line 2: unit price' }).fill('4.25');
  await expect(ops.getByTestId('issue-total')).toHaveText('Total: $11.75');
  await ops.getByRole('button', { name: 'Issue the invoice' }).click();
  await ops
    .getByRole('dialog', { name: 'Issue an invoice for $11.75?' })
    .getByRole('button', { name: 'Issue the invoice' })
    .click();
  const toast = ops.getByText(/^Invoice INV-\d{4}-\d{6} was issued to demo@seller-cabinet\.test$/);
  await expect(toast).toBeVisible();
  const number = /INV-\d{4}-\d{6}/.exec(await toast.innerText())![0];
  await expect(ops.getByRole('row', { name: new RegExp(number) })).toContainText('Unpaid');
  expect(opsProblems).toEqual([]);

  // The seller finds it among the invoices and pays it, confirming with the balance after payment in view.
  const before = await availableOf(request, sellerToken);
  const page = await (await browser.newContext()).newPage();
  const problems = watchConsole(page);
  await useLanguage(page, 'en');
  await signInByApi(page, DEMO_SELLER.email, DEMO_SELLER.password);
  await page.goto('/invoices?status=unpaid');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoices');
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Warehouse storage, November');
  await expect(row).toContainText('$11.75');
  await row.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Invoice ${number}`);
  await expect(page.getByRole('table', { name: 'Invoice lines' })).toContainText('Storage, 12 SKUs');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Pay invoice ${number} from the balance?` });
  await expect(dialog.getByTestId('pay-balance-before')).toHaveText(usd(before));
  await expect(dialog.getByTestId('pay-balance-after')).toHaveText(usd(before - 1175));
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText(`Invoice ${number} is paid`)).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  expect(await availableOf(request, sellerToken)).toBe(before - 1175);

  // The PDF of the invoice.
  const pdf = await downloaded(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
  expect(pdf.name).toBe(`${number}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // Sent payments: the newest is this invoice.
  await page.goto('/payments/sent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sent payments');
  const payment = page.getByRole('table', { name: 'Sent' }).getByRole('row').nth(1);
  await expect(payment).toContainText('Invoice payment');
  await expect(payment).toContainText(number);
  await expect(payment).toContainText('−$11.75');
  await page.getByRole('tab', { name: 'Incoming' }).click();
  await expect(page).toHaveURL(/\/payments\/incoming$/);
  await expect(page.getByRole('table', { name: 'Incoming' })).toContainText('Credit by support');

  // The summary report of this month counts it, and downloads as CSV.
  await page.goto('/account/summary-report');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summary report');
  const byKind = page.getByRole('table', { name: 'By operation' });
  await expect(byKind.getByRole('row', { name: /Invoice payment/ })).toContainText('$11.75');
  const csv = await downloaded(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  expect(csv.name).toBe('summary-report.csv');
  const text = csv.bytes.toString('utf8');
  expect(text).toMatch(/^\uFEFFSummary,\d{4}-\d{2}-01,\d{4}-\d{2}-\d{2}\r\n/);
  expect(text).toMatch(/\r\nInvoice payment,\d+,0\.00,\d+\.\d{2}\r\n/);
  const summaryPdf = await downloaded(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
  expect(summaryPdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The incoming payments report and its CSV.
  await page.goto('/reports/incoming-payments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Incoming payments report');
  await expect(page.getByTestId('incoming-total')).not.toHaveText('$0.00');
  await page
    .locator('label')
    .filter({ hasText: /^By month$/ })
    .click();
  await expect(page).toHaveURL(/group=month/);
  const incomingCsv = await downloaded(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  expect(incomingCsv.bytes.toString('utf8')).toContain(`Credit by support,${INVOICES_FUNDS},100.00,USD`);
  expect(problems).toEqual([]);
});

test('the pay-money page lists what is due; the checkout confirms and pays one invoice', async ({ page, request }) => {
  const operatorToken = await tokenOf(request, OPERATOR);
  const sellerToken = await tokenOf(request, DEMO_SELLER);
  const accountId = await demoAccountId(request, operatorToken);
  await credit(request, accountId, '20.00', { op: operatorToken, reason: INVOICES_FUNDS });
  const invoice = await issueByApi(request, operatorToken, accountId, '3.40');
  const before = await availableOf(request, sellerToken);

  const problems = watchConsole(page);
  await useLanguage(page, 'en');
  await signInByApi(page, DEMO_SELLER.email, DEMO_SELLER.password);
  await page.goto('/pay-money');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay invoices');
  await expect(page.getByTestId('due-available')).toHaveText(usd(before));
  await page
    .getByRole('row', { name: new RegExp(invoice.number) })
    .getByRole('link', { name: `Pay invoice ${invoice.number}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/pay-money/checkout\\?invoice=${invoice.id}$`));
  await expect(page.getByTestId('pay-amount')).toHaveText('$3.40');
  await expect(page.getByTestId('pay-balance-after')).toHaveText(usd(before - 340));
  await page.getByRole('button', { name: 'Confirm and pay $3.40' }).click();
  await expect(page.getByText('Payment done')).toBeVisible();
  await expect(page.getByText(`Invoice ${invoice.number} for $3.40 is paid.`)).toBeVisible();
  expect(await availableOf(request, sellerToken)).toBe(before - 340);

  // Paying again from a stale page is refused by the server, and nothing moves.
  const again = await callApi(request, invoicesApi.pay, { params: { id: invoice.id }, token: sellerToken });
  expect(again.status()).toBe(409);
  expect(await availableOf(request, sellerToken)).toBe(before - 340);
  expect(problems).toEqual([]);
});
