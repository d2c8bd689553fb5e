import { expect, test, type APIRequestContext } from '@playwright/test';
import { addressesApi } from '@cabinet/contracts/addresses';
import { shipmentsApi } from '@cabinet/contracts/shipments';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import {
  BOOK_RECIPIENT,
  BOOK_SENDER,
  callApi,
  fundedSeller,
  OPERATOR,
  operatorToken,
  signInByApi,
  useLanguage,
  watchConsole,
  type BookEntry,
} from './support.ts';

/** A seller with one parcel on its way to our warehouse (`customer_sent`): what the warehouse's desk waits for. */
async function parcelOnItsWay(request: APIRequestContext) {
  const seller = await fundedSeller(request, '100', { prefix: 'queue', firstName: 'Marta', lastName: 'Queue' });
  const address = async (body: BookEntry) => {
    const res = await callApi(request, addressesApi.create, { token: seller.token, body });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { address_book_item: { id: number } }).address_book_item.id;
  };
  const created = await callApi(request, shipmentsApi.create, {
    token: seller.token,
    body: {
      type: 'direct',
      delivery_type: 'small_pack',
      sender_id: await address(BOOK_SENDER),
      recipient_id: await address(BOOK_RECIPIENT),
      box: { weight_kg: 1, length_cm: 20, width_cm: 15, height_cm: 10 },
      lines: [{ name_ua: 'Сорочка', name_en: 'Shirt', quantity: 1, unit_value: '25.00', hs_code: '6205200000' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const shipment = ((await created.json()) as { shipment: { id: number; number: string } }).shipment;
  const sent = await callApi(request, opsShipmentsApi.transition, {
    params: { id: shipment.id },
    body: { to: 'customer_sent' },
    token: await operatorToken(request),
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return { seller, shipment };
}

test('an operator lands on what waits, follows parcels to receive to the desk, and opens the seller’s page by name', async ({
  page,
  request,
}) => {
  const { seller, shipment } = await parcelOnItsWay(request);
  const problems = watchConsole(page);
  await useLanguage(page, 'en');
  await signInByApi(page, OPERATOR.email, OPERATOR.password);

  // The back office opens on its home page: per desk, how many wait, the oldest, what is overdue.
  await page.goto('/ops');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What waits');
  const parcels = page.getByTestId('queue-parcels');
  await expect(parcels.getByTestId('queue-count')).toHaveText(/^Waiting: [1-9]\d*$/);
  await expect(parcels.getByText(/^Oldest: since \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
  await expect(parcels.getByText('Due within 14 days')).toBeVisible();
  await expect(page.getByTestId('queue-withdrawals')).toBeVisible();

  // The desk's name opens the desk, filtered to what waits there; the parcel names its seller, not a number.
  await parcels.getByRole('link', { name: 'Parcels to receive' }).click();
  await expect(page).toHaveURL(/\/ops\/shipments\?status=customer_sent$/);
  const row = page.getByRole('row', { name: new RegExp(shipment.number) });
  await expect(row.getByText(seller.email)).toBeVisible();
  await row.getByRole('link', { name: 'Marta Queue' }).click();

  // The seller's page: who they are, their money and parcels, each section leading to its desk filtered by them.
  await expect(page).toHaveURL(new RegExp(`/ops/accounts/${seller.accountId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marta Queue');
  await expect(page.getByTestId('seller-head').getByText(seller.email)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Balance', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: shipment.number })).toBeVisible();
  // An administrator reads what operators did for this seller in the audit trail.
  await expect(page.getByRole('link', { name: 'Operators’ actions for this seller' })).toHaveAttribute(
    'href',
    `/ops/audit?account_id=${seller.accountId}`,
  );
  await page.getByRole('link', { name: 'All the seller’s shipments' }).click();
  await expect(page).toHaveURL(new RegExp(`/ops/shipments\\?account_id=${seller.accountId}$`));
  await expect(page.getByTestId('seller-filter')).toContainText(`Marta Queue (${seller.email})`);
  await expect(page.getByRole('row', { name: new RegExp(shipment.number) })).toBeVisible();
  expect(problems).toEqual([]);
});
