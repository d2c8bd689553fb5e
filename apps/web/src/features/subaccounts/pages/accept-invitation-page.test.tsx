import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { tokenStore } from '../../../shared/session/token.ts';
import { AcceptInvitationPage } from './accept-invitation-page.tsx';

beforeAll(() => i18n.loadNamespaces('subaccounts'));
afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

function renderPage(entry: string) {
  return renderRoutes(
    [
      { path: '/subaccounts/accept', element: <AcceptInvitationPage /> },
      { path: '/dashboard', element: <p>Dashboard</p> },
      { path: '/login', element: <p>Sign-in</p> },
    ],
    entry,
  );
}

async function setPassword(user: ReturnType<typeof userEvent.setup>, password: string, repeat = password) {
  await user.click(field(/^New password/));
  await user.paste(password);
  await user.click(field(/^Repeat the password/));
  await user.paste(repeat);
  await user.click(screen.getByRole('button', { name: 'Set the password and join' }));
}

describe('invitation page', () => {
  it('sets the password, stores the returned token and opens the dashboard', async () => {
    const calls = stubApi({ 'POST /api/subaccounts/accept': [200, { token: 'member-session' }] });
    const { router } = renderPage('/subaccounts/accept?token=abc123');
    await setPassword(userEvent.setup(), 'long-enough-1');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls[0]?.body).toEqual({ token: 'abc123', password: 'long-enough-1' });
    expect(tokenStore.get()).toBe('member-session');
  });

  it('checks the length and the repeat before sending', async () => {
    const calls = stubApi({});
    renderPage('/subaccounts/accept?token=abc123');
    await setPassword(userEvent.setup(), 'short', 'other');
    expect(field(/^New password/)).toHaveAccessibleDescription(/At least 8 characters/);
    expect(field(/^Repeat the password/)).toHaveAccessibleDescription(/The passwords do not match/);
    expect(calls).toHaveLength(0);
  });

  it('says clearly when the link does not work, with a way to sign in', async () => {
    stubApi({
      'POST /api/subaccounts/accept': [
        400,
        { code: 'invitation_invalid', message: 'x', errors: { token: ['invitation_invalid'] } },
      ],
    });
    renderPage('/subaccounts/accept?token=used');
    await setPassword(userEvent.setup(), 'long-enough-1');
    expect(await screen.findByText('This invitation link does not work')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/login');
    expect(tokenStore.get()).toBeNull();
  });

  it('shows the same message for a link without a token', () => {
    stubApi({});
    renderPage('/subaccounts/accept');
    expect(screen.getByText('This invitation link does not work')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set the password and join' })).toBeNull();
  });
});
