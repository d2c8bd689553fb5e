import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductImport } from '@cabinet/contracts/products-import';
import { stubApi } from '../../../../test/fetch-stub.ts';
import type { User } from '@cabinet/contracts/user';
import { demoUser } from '../../../../test/fixtures.ts';
import { renderWithProviders, testQueryClient } from '../../../../test/render.tsx';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { ProductsImportPage } from './products-import-page.tsx';

/** The signed-in user the page reads its permissions from. */
const signedIn = (user: User = demoUser) => {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), user);
  return queryClient;
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('products-import');
});
afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/products/import?page=1&on_page=10';
const item = (over: Partial<ProductImport>): ProductImport => ({
  id: 5,
  status: 'successful',
  original_name: 'products.csv',
  format: 'csv',
  total_rows: 3,
  processed_rows: 3,
  created_count: 2,
  updated_count: 0,
  error_count: 1,
  failure_code: null,
  failure_message: null,
  created_at: '2026-11-20T10:00:00.000Z',
  started_at: '2026-11-20T10:00:01.000Z',
  finished_at: '2026-11-20T10:00:02.000Z',
  updated_at: '2026-11-20T10:00:02.000Z',
  ...over,
});
const page = (imports: ProductImport[]) => ({ imports, page: 1, on_page: 10, total: imports.length, next_page: null });
const journal = {
  errors: [
    { row: 3, column: 'title_en', column_title: 'Title in English', code: 'required', message: 'Required field' },
  ],
  page: 1,
  on_page: 20,
  total: 1,
  next_page: null,
};

describe('ProductsImportPage', () => {
  it('shows the latest import: coloured status, progress, counts and its journal of row errors', async () => {
    stubApi({ [LIST]: [200, page([item({})])], 'GET /api/products/import/5/errors?page=1&on_page=20': [200, journal] });
    renderWithProviders(<ProductsImportPage />, signedIn());
    const card = (await screen.findByRole('heading', { name: 'Import status' })).closest(
      '.mantine-Card-root',
    ) as HTMLElement;
    expect(within(card).getByText('Successful')).toBeInTheDocument();
    expect(within(card).getByText('3 of 3 rows processed')).toBeInTheDocument();
    expect(within(card).getByText('With errors').nextSibling).toHaveTextContent('1');
    const table = await screen.findByRole('table', { name: 'Row errors' });
    expect(within(table).getByText('Title in English')).toBeInTheDocument();
    expect(within(table).getByText('Required field')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel import' })).toBeNull();
  });

  it('offers a member with products.read only no upload, start or cancel (issue 12)', async () => {
    stubApi({
      [LIST]: [200, page([item({ status: 'in_progress', processed_rows: 1 })])],
      'GET /api/products/import/5/errors?page=1&on_page=20': [200, journal],
    });
    renderWithProviders(
      <ProductsImportPage />,
      signedIn({ ...demoUser, role: 'member', permissions: ['products.read'] }),
    );
    const card = (await screen.findByRole('heading', { name: 'Import status' })).closest(
      '.mantine-Card-root',
    ) as HTMLElement;
    expect(within(card).getByText('1 of 3 rows processed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel import' })).toBeNull();
    expect(screen.queryByRole('button', { name: /File to import/ })).toBeNull();
  });

  it('uploads the chosen file and starts it; a refused file shows the server’s reason under the input', async () => {
    const calls = stubApi({
      [LIST]: [200, page([])],
      'POST /api/products/import': [
        400,
        { code: 'import_unknown_headers', message: 'Unknown columns: Colour', errors: { file: ['x'] } },
      ],
    });
    renderWithProviders(<ProductsImportPage />, signedIn());
    await screen.findByRole('button', { name: /File to import/ });
    // Mantine's FileInput is a button over a hidden file input: the input is what a browser fills.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const start = screen.getByRole('button', { name: 'Start import' });
    expect(start).toBeDisabled();
    await userEvent.upload(input, new File(['SKU,Colour\nA,red\n'], 'bad.csv', { type: 'text/csv' }));
    await userEvent.click(start);
    expect(await screen.findByText('Unknown columns: Colour')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/products/import/6/start')).toBe(false);

    stubApi({
      [LIST]: [
        200,
        page([item({ id: 6, status: 'in_progress', processed_rows: 0, created_count: 0, error_count: 0 })]),
      ],
      'POST /api/products/import': [201, item({ id: 6, status: 'pending', processed_rows: 0 })],
      'POST /api/products/import/6/start': [200, item({ id: 6, status: 'in_progress', processed_rows: 0 })],
      'GET /api/products/import/6/errors?page=1&on_page=20': [200, { ...journal, errors: [], total: 0 }],
      'POST /api/products/import/6/cancel': [200, item({ id: 6, status: 'cancelled', processed_rows: 0 })],
    });
    await userEvent.upload(input, new File(['SKU,Title in Ukrainian,Title in English\nA,б,c\n'], 'good.csv'));
    await userEvent.click(start);
    // The status card and the list of imports both show it.
    expect(await screen.findAllByText('In progress')).toHaveLength(2);
    expect(screen.getByText('Wait until the current import finishes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
    await waitFor(() =>
      expect((fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.map((c) => String(c[0]))).toContain(
        '/api/products/import/6/cancel',
      ),
    );
  });
});
