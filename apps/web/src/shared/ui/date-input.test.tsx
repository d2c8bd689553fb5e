import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { i18n } from '../i18n/i18n.ts';
import { DateInput } from './date-input.tsx';
import { DateRangeInput } from './date-range-input.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('DateInput', () => {
  it('shows DD.MM.YYYY and gives YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    renderWithProviders(<DateInput label="Shipped" value="2024-02-09" onChange={onChange} />);
    const field = screen.getByRole('button', { name: 'Shipped' });
    expect(field).toHaveTextContent('09.02.2024');
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('button', { name: '15 February 2024' }));
    expect(onChange).toHaveBeenCalledWith('2024-02-15');
  });

  it('starts weeks on Monday', async () => {
    renderWithProviders(<DateInput label="Shipped" value="2024-02-09" onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Shipped' }));
    const headers = within(await screen.findByRole('table')).getAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent(/^Mo$/);
  });

  it('follows the interface language', async () => {
    await act(() => i18n.changeLanguage('ua'));
    renderWithProviders(<DateInput label="Дата" value="2024-02-09" onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Дата' }));
    const headers = within(await screen.findByRole('table')).getAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent(/^пн$/i);
    expect(screen.getByText(/лютий 2024/i)).toBeInTheDocument();
  });

  it('clears with the clear button and emits onClear', async () => {
    const onChange = vi.fn();
    const onClear = vi.fn();
    renderWithProviders(<DateInput label="Shipped" value="2024-02-09" onChange={onChange} onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(null);
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('has no clear button when empty', () => {
    renderWithProviders(<DateInput label="Shipped" value={null} onChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });
});

describe('DateRangeInput', () => {
  it('picks a range from and to', async () => {
    const onChange = vi.fn();
    renderWithProviders(<DateRangeInput label="Period" value={{ from: '2024-02-01', to: null }} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('button', { name: '10 February 2024' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2024-02-01', to: '2024-02-10' });
  });

  it('shows both dates and clears them', async () => {
    const onChange = vi.fn();
    const onClear = vi.fn();
    renderWithProviders(
      <DateRangeInput value={{ from: '2024-02-01', to: '2024-02-10' }} onChange={onChange} onClear={onClear} />,
    );
    expect(screen.getByRole('button', { name: 'Pick a date range' })).toHaveTextContent('01.02.2024 – 10.02.2024');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(onClear).toHaveBeenCalledOnce();
  });
});
