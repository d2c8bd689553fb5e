import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { i18n } from '../i18n/i18n.ts';
import { CountryFlag, flagEmoji } from './country-flag.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('CountryFlag', () => {
  it('builds regional-indicator emoji', () => {
    expect(flagEmoji('ua')).toBe('🇺🇦');
    expect(flagEmoji('US')).toBe('🇺🇸');
    expect(flagEmoji('USA')).toBeNull();
    expect(flagEmoji('')).toBeNull();
  });

  it('names the country in the interface language', async () => {
    renderWithProviders(<CountryFlag code="UA" />);
    expect(screen.getByRole('img', { name: 'Ukraine' })).toHaveTextContent('🇺🇦');
    await act(() => i18n.changeLanguage('ua'));
    expect(screen.getByRole('img', { name: 'Україна' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ru'));
    expect(screen.getByRole('img', { name: 'Украина' })).toBeInTheDocument();
  });

  it('shows a neutral flag for an unknown code', () => {
    renderWithProviders(<CountryFlag code="QQ" />);
    expect(screen.getByRole('img', { name: 'Unknown country' })).toHaveTextContent('🏳️');
  });
});
