import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { Pagination } from './pagination.tsx';

describe('Pagination', () => {
  it('marks the current page and shows at most 7 page controls', () => {
    renderWithProviders(<Pagination page={10} total={20} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toBeInTheDocument();
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ });
    expect(pages.map((b) => b.textContent)).toEqual(['1', '9', '10', '11', '20']);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 9' })).not.toHaveAttribute('aria-current');
  });

  it('goes to a page, to the previous and to the next one, also by keyboard', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Pagination page={1} total={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    screen.getByRole('button', { name: 'Page 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange.mock.calls).toEqual([[3], [2], [2]]);
  });

  it('renders nothing for a single page', () => {
    renderWithProviders(<Pagination page={1} total={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
