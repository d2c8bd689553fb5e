import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { i18n } from '../i18n/i18n.ts';
import { CountryFlag, flagFile } from './country-flag.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('CountryFlag', () => {
  it('finds the flag picture of a two-letter code', () => {
    expect(flagFile('ua')).toBe('ua');
    expect(flagFile(' US ')).toBe('us');
    expect(flagFile('USA')).toBeNull();
    expect(flagFile('')).toBeNull();
  });

  it('shows the flag picture, named in the interface language', async () => {
    renderWithProviders(<CountryFlag code="UA" />);
    expect(screen.getByRole('img', { name: 'Ukraine' })).toHaveAttribute('src', '/assets/flags/ua.svg');
    await act(() => i18n.changeLanguage('ua'));
    expect(screen.getByRole('img', { name: 'Україна' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ru'));
    expect(screen.getByRole('img', { name: 'Украина' })).toBeInTheDocument();
  });

  it('shows a plain flag for an unknown code, or when the picture cannot be loaded', () => {
    renderWithProviders(<CountryFlag code="QQ" />);
    expect(screen.getByRole('img', { name: 'Unknown country' })).not.toHaveAttribute('src');
    renderWithProviders(<CountryFlag code="XK" />);
    const kosovo = screen.getByRole('img', { name: 'Kosovo' });
    fireEvent.error(kosovo);
    expect(screen.getByRole('img', { name: 'Kosovo' })).not.toHaveAttribute('src');
  });

  it('is left out for screen readers beside a written name', () => {
    const { container } = renderWithProviders(<CountryFlag code="PL" aria-hidden />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('aria-hidden', 'true');
  });
});
