import { expect, test, type APIRequestContext } from '@playwright/test';
import { addressesApi } from '@cabinet/contracts/addresses';
import { opsReturnsApi } from '@cabinet/contracts/returns-ops';
import {
  axe,
  callApi,
  OPERATOR,
  operatorToken,
  registerSeller,
  seriousViolations,
  signInByApi,
  watchConsole,
} from './support.ts';

/** A chat screenshot as a phone saves it: the PNG signature is what the server checks, not the name. */
const SCREENSHOT = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('chat with the buyer about order 1042'),
]);

/** A new seller with one US recipient in the address book. */
async function sellerWithRecipient(request: APIRequestContext) {
  const seller = await registerSeller(request, {
    prefix: 'returns',
    password: 'returns-password-1',
    firstName: 'Iryna',
    lastName: 'Bondar',
  });
  const recipient = await callApi(request, addressesApi.create, {
    token: seller.token,
    body: {
      book_type: 'recipient',
      variation_type: 'individual',
      first_name: 'John',
      last_name: 'Carver',
      country: 'US',
      state: 'NY',
      city: 'Albany',
      zip: '12207',
      address_line1: '12 State Street',
      phone: '+1 (518) 555-0100',
    },
  });
  expect(recipient.status(), await recipient.text()).toBe(201);
  return seller;
}

/** The warehouse registers a parcel nobody could match (through the API: the desk's form has API tests). */
async function registerUnidentifiedReturn(request: APIRequestContext): Promise<string> {
  const res = await callApi(request, opsReturnsApi.register, {
    token: await operatorToken(request),
    body: {
      carrier: 'USPS',
      tracking_number: 'LZ987654321US',
      sender_name: 'Returned by a buyer',
      note: 'Blue box, two aprons and a mug',
      arrived_at: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
      items: [
        { name: 'Linen apron', quantity: 2 },
        { name: 'Ceramic mug', quantity: 1 },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { number: string }).number;
}

test('a seller claims an unidentified return with proof, the operator approves, the seller distributes its items', async ({
  browser,
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const seller = await sellerWithRecipient(request);
  const number = await registerUnidentifiedReturn(request);
  await signInByApi(page, seller.email, seller.password);

  // The seller finds it through the menu and claims it with a chat screenshot.
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Parcels', { exact: true }).click();
  await menu.getByRole('link', { name: 'Unidentified returns' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unidentified returns');
  const listed = page.getByTestId(`unidentified-${number}`);
  await expect(listed).toContainText('tracking ends in …21US');
  await expect(listed).not.toContainText('Returned by a buyer');
  await listed.getByRole('link', { name: `Claim return ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Claim return ${number}`);
  await page.getByRole('textbox', { name: 'Why is it yours?' }).fill('Order 1042: my buyer sent it back, see the chat');
  await page.locator('input[type=file]').setInputFiles({ name: 'chat.png', mimeType: 'image/png', buffer: SCREENSHOT });
  await expect(page.getByRole('button', { name: 'Remove chat.png' })).toBeVisible();
  expect(seriousViolations(await axe(page))).toEqual([]);
  await page.getByRole('button', { name: 'Send claim' }).click();
  await expect(page).toHaveURL(/\/shipments\/returns\/unidentified$/);
  await expect(page.getByTestId(`unidentified-${number}`)).toContainText('Your claim is under review');

  // The operator opens the proof and approves the claim on the returns desk.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  const opsProblems = watchConsole(ops);
  await signInByApi(ops, OPERATOR.email, OPERATOR.password);
  await ops.goto('/ops/returns');
  await expect(ops.getByRole('heading', { level: 1 })).toHaveText('Returns');
  expect(opsProblems).toEqual([]);
  const claim = ops.getByTestId(`claim-${number}`);
  await expect(claim).toContainText(seller.email);
  await expect(claim.getByRole('button', { name: 'chat.png' })).toBeVisible();
  await claim.getByRole('button', { name: `Approve the claim on ${number}` }).click();
  await expect(ops.getByText(`Return ${number} now belongs to ${seller.email}`)).toBeVisible();
  await opsContext.close();

  // It is now among the seller's returns; the first distribution adds up to 2 of 3 items and is refused (§5).
  await menu.getByRole('link', { name: 'My returns' }).click();
  const row = page.getByTestId(`return-${number}`);
  await expect(row).toContainText('Awaiting your decision');
  await row.getByRole('button', { name: `Decide on return ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Decision on return ${number}` });
  await dialog.getByRole('radio', { name: /Distribute items/ }).check();
  await dialog.getByPlaceholder('Choose a recipient').click();
  await page.getByRole('option', { name: /John Carver, Albany/ }).click();
  const aprons = dialog.getByRole('textbox', { name: 'Linen apron for recipient 1' });
  await aprons.fill('1');
  await expect(dialog.getByText('Distributed 2 of 3 items')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm decision' }).click();
  await expect(
    dialog.getByText('The number of distributed items must be equal to the total number of items'),
  ).toBeVisible();

  await aprons.fill('2');
  expect(seriousViolations(await axe(page, '[role=dialog]'))).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm decision' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Decision made');
  await expect(row).toContainText('Linen apron × 2, Ceramic mug × 1 to John Carver');
  expect(seriousViolations(await axe(page))).toEqual([]);
  expect(problems).toEqual([]);
});
