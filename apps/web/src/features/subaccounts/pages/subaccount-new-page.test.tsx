import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { subaccount } from '../test-data.ts';
import { SubaccountNewPage } from './subaccount-new-page.tsx';

beforeAll(() => i18n.loadNamespaces('subaccounts'));
afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

function renderPage() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), demoUser);
  return renderRoutes(
    [
      { path: '/subaccounts/new', element: <SubaccountNewPage /> },
      { path: '/subaccounts', element: <p>The list</p> },
    ],
    '/subaccounts/new',
    queryClient,
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(field(/^First name/));
  await user.paste(' Ivan ');
  await user.click(field(/^Last name/));
  await user.paste('Petrenko');
  await user.click(field(/^E-mail/));
  await user.paste('Ivan@Example.com');
  await user.click(screen.getByRole('checkbox', { name: 'Change: Shipments' }));
  await user.click(screen.getByRole('checkbox', { name: 'View: Products' }));
}

describe('invite page', () => {
  it('sends the invitation with the contract-normalised body, then returns to the list', async () => {
    const calls = stubApi({ 'POST /api/subaccounts': [201, subaccount({ status: 'invited' })] });
    const { router } = renderPage();
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/subaccounts'));
    expect(calls[0]?.body).toEqual({
      email: 'ivan@example.com',
      first_name: 'Ivan',
      last_name: 'Petrenko',
      permissions: ['shipments.read', 'shipments.write', 'products.read'],
      language: 'en',
    });
    expect(await screen.findByText('The invitation has been sent to ivan@example.com')).toBeInTheDocument();
  });

  it('shows email_taken next to the e-mail field', async () => {
    stubApi({
      'POST /api/subaccounts': [
        400,
        { code: 'email_taken', message: 'email_taken', errors: { email: ['email_taken'] } },
      ],
    });
    const { router } = renderPage();
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));

    await vi.waitFor(() =>
      expect(field(/^E-mail/)).toHaveAccessibleDescription(/An account with this e-mail already exists/),
    );
    expect(field(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/subaccounts/new');
  });

  it('checks the form with the contract before sending', async () => {
    const calls = stubApi({});
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Fill in required fields')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
