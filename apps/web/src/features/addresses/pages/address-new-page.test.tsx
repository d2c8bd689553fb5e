import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressLimits } from '@cabinet/contracts/addresses';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { AddressNewPage } from './address-new-page.tsx';

beforeAll(() => i18n.loadNamespaces('addresses'));
afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const places = {
  'GET /api/shipping/get_countries?lang=en': [
    200,
    {
      countries: [
        { value: 'DE', label: 'Germany' },
        { value: 'UA', label: 'Ukraine' },
        { value: 'US', label: 'United States' },
      ],
    },
  ],
  'GET /api/shipping/get_states/US?lang=en': [
    200,
    {
      country: 'US',
      states: [
        { value: 'NY', label: 'New York' },
        { value: 'CA', label: 'California' },
      ],
    },
  ],
} as const;

function renderPage() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), demoUser);
  return renderRoutes(
    [
      { path: '/addresses/new', element: <AddressNewPage /> },
      { path: '/addresses', element: <p>The list</p> },
    ],
    '/addresses/new',
    queryClient,
  );
}

async function type(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

describe('new address page', () => {
  it('checks a US recipient with the contract: Latin letters, state, ZIP; then sends it', async () => {
    const sent = {
      book_type: 'recipient',
      variation_type: 'individual',
      company_name: '',
      edrpou: '',
      first_name: 'John',
      last_name: 'Smith',
      country: 'US',
      state: 'NY',
      city: 'New York',
      zip: '10001',
      address_line1: '350 Fifth Avenue',
      address_line2: '',
      phone: '',
      email: '',
      is_default: false,
    };
    const saved = { id: 7, ...sent, created_at: '2026-11-21T10:00:00.000Z', updated_at: '2026-11-21T10:00:00.000Z' };
    const calls = stubApi({
      ...places,
      'POST /api/user/book/': [201, { address_book_item: saved }],
    } as never);
    const { router } = renderPage();
    const user = userEvent.setup();
    await type(user, /^First name/, 'John');
    await type(user, /^Last name/, 'Smith');
    await type(user, /^City/, 'Нью-Йорк');
    await type(user, /^ZIP code/, '1234');
    await type(user, /^Street and house/, '350 Fifth Avenue');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));

    expect(await screen.findByText('Check the correctness of entered data')).toBeInTheDocument();
    expect(field(/^City/)).toHaveAccessibleDescription('Use Latin letters only');
    expect(field(/^ZIP code/)).toHaveAccessibleDescription(/Enter the ZIP code as 5 digits/);
    expect(field(/^State/)).toHaveAccessibleDescription('Required field');
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);

    await user.clear(field(/^City/));
    await type(user, /^City/, 'New York');
    await user.clear(field(/^ZIP code/));
    await type(user, /^ZIP code/, '10001');
    await user.click(field(/^State/));
    await user.click(await screen.findByRole('option', { name: 'New York' }));
    await user.click(screen.getByRole('button', { name: 'Save the address' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/addresses'));
    expect(calls.find((c) => c.key === 'POST /api/user/book/')?.body).toEqual(sent);
  });

  it('writes Ukrainian typed where Latin is needed in Latin letters, by the national standard, on request', async () => {
    stubApi(places as never);
    renderPage();
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Write in Latin letters' })).not.toBeInTheDocument();
    await type(user, /^First name/, 'Олена');
    await type(user, /^Last name/, 'Щербак');
    await type(user, /^City/, 'Київ');
    await type(user, /^Street and house/, 'вул. Хрещатик, 22');
    await user.click(screen.getByRole('button', { name: 'Write in Latin letters' }));
    expect(field(/^First name/)).toHaveValue('Olena');
    expect(field(/^Last name/)).toHaveValue('Shcherbak');
    expect(field(/^City/)).toHaveValue('Kyiv');
    expect(field(/^Street and house/)).toHaveValue('vul. Khreshchatyk, 22');
    expect(screen.queryByRole('button', { name: 'Write in Latin letters' })).not.toBeInTheDocument();
  });

  it('asks a company for its name and shows the server’s messages next to the fields', async () => {
    stubApi({
      ...places,
      'POST /api/user/book/': [
        400,
        {
          code: 'validation_error',
          message: 'Check the correctness of entered data',
          errors: { state: ['Choose one of the allowed values'] },
        },
      ],
    } as never);
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Company' }));
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('Fill in required fields')).toBeInTheDocument();
    expect(field(/^Company name/)).toHaveAccessibleDescription('Required field');
    // A company's contact person is optional.
    expect(field(/^First name/)).not.toHaveAttribute('aria-invalid', 'true');

    await type(user, /^Company name/, 'Acme Inc');
    await type(user, /^City/, 'Boston');
    await type(user, /^ZIP code/, '02101');
    await type(user, /^Street and house/, '1 Main St');
    await user.click(field(/^State/));
    await user.click(await screen.findByRole('option', { name: 'California' }));
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await vi.waitFor(() => expect(field(/^State/)).toHaveAccessibleDescription('Choose one of the allowed values'));
  });

  it('asks a company, not a person, for its EDRPOU and checks it is 8 digits', async () => {
    stubApi(places as never);
    renderPage();
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/^EDRPOU code/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Company' }));
    await type(user, /^EDRPOU code/, '1234567');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await vi.waitFor(() =>
      expect(field(/^EDRPOU code/)).toHaveAccessibleDescription('Enter the EDRPOU code as 8 digits'),
    );
  });

  it('states the contract’s length limit on every text field (issue 12)', async () => {
    stubApi(places as never);
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Company' }));
    await user.click(field(/^Country/));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    const limits: Array<[RegExp, keyof typeof addressLimits]> = [
      [/^Company name/, 'company_name'],
      [/^EDRPOU code/, 'edrpou'],
      [/^First name/, 'first_name'],
      [/^Last name/, 'last_name'],
      [/^Region/, 'state'],
      [/^City/, 'city'],
      [/^Postcode/, 'zip'],
      [/^Street and house/, 'address_line1'],
      [/^Apartment, suite, floor/, 'address_line2'],
      [/^Phone/, 'phone'],
      [/^E-mail/, 'email'],
    ];
    for (const [label, name] of limits) expect(field(label)).toHaveAttribute('maxLength', String(addressLimits[name]));
    await type(user, /^City/, 'B'.repeat(addressLimits.city + 10));
    expect(field(/^City/)).toHaveValue('B'.repeat(addressLimits.city));
  });
});
