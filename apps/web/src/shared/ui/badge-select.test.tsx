import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { i18n } from '../i18n/i18n.ts';
import { BadgeSelect, type BadgeOption } from './badge-select.tsx';

const options: BadgeOption[] = [
  { code: 'new', name: 'New' },
  { code: 'paid', name: 'Paid', bgColor: 'teal' },
  { code: 'locked', name: 'Locked', disabled: true },
  { code: 'cancelled', name: 'Cancelled', divider: true },
];

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('BadgeSelect', () => {
  it('changes the value through its dropdown', async () => {
    const onChange = vi.fn();
    renderWithProviders(<BadgeSelect label="Status" value="new" options={options} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Status: New' }));
    expect(await screen.findByRole('menuitem', { name: 'Locked' })).toBeDisabled();
    expect(document.querySelector('.mantine-Menu-divider')).not.toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Paid' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('paid');
  });

  it('is read-only without a button', () => {
    renderWithProviders(<BadgeSelect value="paid" options={options} onChange={() => {}} readOnly />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });

  it('cannot be opened while loading', async () => {
    renderWithProviders(<BadgeSelect value="new" options={options} onChange={() => {}} loading />);
    const button = screen.getByRole('button', { name: /New/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it("says 'Не визначений' in Ukrainian for no value, with the default width 177", async () => {
    await act(() => i18n.changeLanguage('ua'));
    renderWithProviders(<BadgeSelect value={null} options={options} readOnly />);
    const badge = screen.getByText('Не визначений');
    expect(badge.closest('.mantine-Badge-root')).toHaveStyle({ width: '177px' });
  });
});
