import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { settings } from '../test-data.ts';
import { changedSettings, NotificationSettingsForm } from './notification-settings-form.tsx';

beforeAll(() => i18n.loadNamespaces('notifications'));
afterEach(() => vi.unstubAllGlobals());

const toggle = (name: string) => screen.getByRole('switch', { name });

describe('notification settings', () => {
  it('keeps the security e-mails on and explains why', () => {
    stubApi({});
    renderWithProviders(<NotificationSettingsForm settings={settings} />);
    const locked = toggle('By e-mail: Password changed');
    expect(locked).toBeDisabled();
    expect(locked).toBeChecked();
    expect(locked).toHaveAccessibleDescription(/Security e-mails are always sent/);
    expect(toggle('By e-mail: A sub-account user joined')).toBeEnabled();
    expect(screen.getByRole('columnheader', { name: 'Security' })).toBeInTheDocument();
  });

  it('saves only the kinds and flags that changed', async () => {
    const calls = stubApi({
      'PUT /api/user/notification-settings': () =>
        Response.json({
          settings: settings.map((s) =>
            s.kind === 'money.payment_received'
              ? { ...s, email: true }
              : s.kind === 'security.two_factor_enabled'
                ? { ...s, cabinet: false }
                : s,
          ),
        }),
    });
    renderWithProviders(<NotificationSettingsForm settings={settings} />);
    await userEvent.click(toggle('By e-mail: Payment received'));
    await userEvent.click(toggle('In the cabinet: Two-factor authentication turned on'));
    await userEvent.click(toggle('In the cabinet: A sub-account user joined'));
    await userEvent.click(toggle('In the cabinet: A sub-account user joined'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      settings: [
        { kind: 'security.two_factor_enabled', cabinet: false },
        { kind: 'money.payment_received', email: true },
      ],
    });
    expect(toggle('By e-mail: Password changed')).toBeDisabled();
  });

  it('shows a server error', async () => {
    stubApi({ 'PUT /api/user/notification-settings': [500, { code: 'internal_error', message: 'Boom' }] });
    renderWithProviders(<NotificationSettingsForm settings={settings} />);
    await userEvent.click(toggle('By e-mail: Payment received'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', { name: /Something went wrong/ })).toBeInTheDocument();
  });

  it('never sends a locked e-mail flag', () => {
    const edited = { 'security.password_changed': { cabinet: true, email: false } };
    expect(changedSettings(settings, edited)).toEqual([]);
  });
});
