import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { approvalsOpsApi } from '@cabinet/contracts/approvals';
import { operatorsApi } from '@cabinet/contracts/operators';
import { requisitesApi, withdrawalsApi } from '@cabinet/contracts/withdrawals';
import {
  balanceOf,
  callApi,
  credit,
  operatorToken,
  registerSeller,
  signInByApi,
  tokenOf,
  uniqueEmail,
  useLanguage,
  watchConsole,
} from './support.ts';

/*
 * Issue 23, four eyes: a payout above the threshold (1,000.00 USD by default) is not paid by the operator who presses
 * Pay. It waits; that operator cannot approve it; a second finance operator approves it on the approvals desk, and the
 * seller sees the withdrawal paid.
 */

/** A finance operator the administrator adds, with a first password. */
async function financeOperator(request: APIRequestContext, admin: string, firstName: string) {
  const who = { email: uniqueEmail('finance'), password: 'finance-operator-1' };
  const res = await callApi(request, operatorsApi.create, {
    token: admin,
    body: { ...who, first_name: firstName, last_name: 'Finance', ops_roles: ['finance'] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return who;
}

/** A page of its own (its own session) in English, signed in as `who`. */
async function pageOf(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await useLanguage(page, 'en');
  await signInByApi(page, who.email, who.password);
  return { page, context, problems: watchConsole(page) };
}

test('a payout above the threshold waits for a second operator, who pays it; the seller sees it paid', async ({
  browser,
  request,
}) => {
  const admin = await operatorToken(request);
  const anna = await financeOperator(request, admin, 'Anna');
  const bohdan = await financeOperator(request, admin, 'Bohdan');

  // A seller with 2,000.00 (two credits at the threshold, neither above it) asks to withdraw 1,200.00 by card.
  const seller = await registerSeller(request, { prefix: 'four-eyes', password: 'four-eyes-password-1' });
  await credit(request, seller.accountId, '1000.00', { op: admin });
  await credit(request, seller.accountId, '1000.00', { op: admin });
  expect((await callApi(request, withdrawalsApi.acceptAgreement, { token: seller.token })).status()).toBe(200);
  const card = await callApi(request, requisitesApi.saveCard, {
    token: seller.token,
    body: { card_number: '4242 4242 4242 4242', holder_name: 'Olena Kovalenko' },
  });
  expect(card.status(), await card.text()).toBe(200);
  const created = await callApi(request, withdrawalsApi.create, {
    token: seller.token,
    body: { method: 'card', amount: '1200', confirm: { recipient_confirmed: true } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;

  // Anna presses Pay: nothing is paid, the payout waits for a second operator.
  const a = await pageOf(browser, anna);
  await a.page.goto('/ops/withdrawals');
  const row = a.page.getByTestId(`ops-withdrawal-${id}`);
  await expect(row).toContainText(seller.email);
  await row.getByRole('button', { name: 'Pay' }).click();
  await a.page.getByRole('dialog').getByRole('button', { name: 'Pay' }).click();
  await expect(a.page.getByText(/is above the threshold: it waits for a second operator’s approval/)).toBeVisible();
  await expect(row).toContainText('Waits for a second operator’s approval');
  await expect(row.getByRole('button', { name: 'Pay' })).toHaveCount(0);
  expect(await balanceOf(request, seller.token)).toMatchObject({ frozen: { amount: '1212.00' } });

  // On the approvals desk Anna is told another operator decides; the server refuses her approval too.
  await row.getByRole('link', { name: 'Open approvals' }).click();
  await expect(a.page.getByRole('heading', { level: 1 })).toHaveText('Approvals');
  const mine = a.page.getByRole('row').filter({ hasText: seller.email });
  await expect(mine).toContainText('You asked for it: another operator decides.');
  await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const list = await callApi(request, approvalsOpsApi.list, {
    token: await tokenOf(request, anna),
    query: { status: 'pending' },
  });
  const approval = (
    (await list.json()) as { approvals: { id: number; withdrawal: { id: number } | null }[] }
  ).approvals.find((x) => x.withdrawal?.id === id)!;
  const own = await callApi(request, approvalsOpsApi.approve, {
    token: await tokenOf(request, anna),
    params: { id: approval.id },
  });
  expect(own.status()).toBe(409);
  expect(await own.json()).toMatchObject({ code: 'approval_own_request' });
  expect(a.problems).toEqual([]);
  await a.context.close();

  // Bohdan approves it after the confirmation: now it is paid.
  const b = await pageOf(browser, bohdan);
  await b.page.goto('/ops/approvals');
  const theirs = b.page.getByRole('row').filter({ hasText: seller.email });
  await expect(theirs).toContainText('Anna Finance');
  await theirs.getByRole('button', { name: 'Approve' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Approve $1,200.00 for Olena Kovalenko?' });
  await expect(dialog).toContainText('The withdrawal is paid out now');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(b.page.getByText('Approved: the money has moved')).toBeVisible();
  await expect(b.page.getByRole('row').filter({ hasText: seller.email })).toHaveCount(0);
  expect(b.problems).toEqual([]);
  await b.context.close();

  // The seller sees it paid, and the frozen money gone.
  const s = await pageOf(browser, seller);
  await s.page.goto('/get-money/invoices');
  await expect(s.page.getByTestId(`withdrawal-${id}`)).toContainText('Paid');
  expect(await balanceOf(request, seller.token)).toMatchObject({
    available: { amount: '788.00' },
    frozen: { amount: '0.00' },
  });
  expect(s.problems).toEqual([]);
  await s.context.close();
});
