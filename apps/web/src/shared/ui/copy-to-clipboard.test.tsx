import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { i18n } from '../i18n/i18n.ts';
import { copyToClipboard } from './copy-to-clipboard.ts';

const stubClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });

afterEach(async () => {
  act(() => notifications.clean());
  await i18n.changeLanguage('en');
});

describe('copyToClipboard', () => {
  it('copies and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderWithProviders(<p />);
    await act(() => copyToClipboard('8471300000', i18n.t));
    expect(writeText).toHaveBeenCalledWith('8471300000');
    expect(await screen.findByText('Code copied')).toBeInTheDocument();
  });

  it('says when copying failed, in the interface language (§8)', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    await i18n.changeLanguage('ru');
    renderWithProviders(<p />);
    await act(() => copyToClipboard('8471300000', i18n.t));
    expect(await screen.findByText('Не удалось скопировать код в буфер обмена')).toBeInTheDocument();
  });

  it('has the §8 texts in all three languages', async () => {
    await i18n.loadLanguages(['ua', 'ru']);
    expect(i18n.getFixedT('ru')('clipboard.copied')).toBe('Код скопирован');
    expect(i18n.getFixedT('ua')('clipboard.copied')).toBe('Код скопійовано');
    expect(i18n.getFixedT('ua')('clipboard.failed')).toBe('Не вдалося скопіювати код у буфер обміну');
    expect(i18n.getFixedT('en')('clipboard.failed')).toBe('Could not copy the code to the clipboard');
  });
});
