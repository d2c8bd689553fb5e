import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { i18n } from '../i18n/i18n.ts';
import { storage, storageKeys } from '../lib/storage.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('language switcher', () => {
  it('switches the interface, remembers the choice and sets <html lang>', async () => {
    const calls = stubApi({});
    renderWithProviders(<LanguageSwitcher />);
    await userEvent.click(screen.getByRole('button', { name: /Українська/ }));

    await waitFor(() => expect(i18n.language).toBe('ua'));
    expect(storage.get(storageKeys.language)).toBe('ua');
    expect(screen.getByRole('button', { name: /Українська/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.lang).toBe('uk');
    expect(calls).toEqual([]);
  });

  it('saves the language on the account when signed in', async () => {
    storage.set(storageKeys.token, 'token');
    const calls = stubApi({ 'PATCH /api/user/': [200, { ...demoUser, language: 'ru' }] });
    renderWithProviders(<LanguageSwitcher />);
    await userEvent.click(screen.getByRole('button', { name: /Русский/ }));

    await waitFor(() => expect(calls.map((c) => c.key)).toEqual(['PATCH /api/user/']));
    expect(calls[0]?.body).toEqual({ language: 'ru' });
    expect(i18n.language).toBe('ru');
  });
});
