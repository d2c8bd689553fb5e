import { act, screen } from '@testing-library/react';
import DialogHost from './dialog-host.tsx';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ApiError, parseApiError } from '../api/api-error.ts';
import { parseServerError, showServerError } from './server-error.ts';

afterEach(() => {
  vi.restoreAllMocks();
  act(() => notifications.clean());
});

describe('parseServerError', () => {
  it('reads the message and a list of errors from a raw body', () => {
    expect(parseServerError({ message: 'Bad request', errors: ['a', 'b'] })).toEqual({
      title: 'Bad request',
      errors: ['a', 'b'],
    });
  });

  it('flattens an object of errors', () => {
    expect(parseServerError({ message: 'Invalid', errors: { name: ['short'], email: ['taken', 'bad'] } })).toEqual({
      title: 'Invalid',
      errors: ['short', 'taken', 'bad'],
    });
    expect(parseServerError({ errors: { a: 'one', b: { c: ['two'] } } }).errors).toEqual(['one', 'two']);
  });

  it('reads an ApiError', () => {
    const error = parseApiError(422, { code: 'validation_error', message: 'Check data', errors: { x: ['bad x'] } });
    expect(parseServerError(error)).toEqual({ title: 'Check data', errors: ['bad x'] });
  });

  it('titles it with the server message, else the fallback, else "Server error"', () => {
    expect(parseServerError({ message: 'From server' }, 'Fallback').title).toBe('From server');
    expect(parseServerError({ message: '' }, 'Fallback').title).toBe('Fallback');
    expect(parseServerError(new ApiError({ status: 500, code: 'x', message: '' }), 'Fallback').title).toBe('Fallback');
    expect(parseServerError(null).title).toBe('Server error');
    expect(parseServerError('oops', '  ').title).toBe('Server error');
    expect(parseServerError(new TypeError('fetch failed')).title).toBe('fetch failed');
  });
});

describe('showServerError', () => {
  it('shows a dialog with the title and errors', async () => {
    renderWithProviders(<DialogHost />);
    let done!: Promise<void>;
    act(() => {
      done = showServerError({ message: 'Cannot save', errors: ['Name is taken'] });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Cannot save' });
    expect(dialog).toHaveTextContent('Name is taken');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(done).resolves.toBeUndefined();
  });

  it('shows a danger toast when notify is asked', async () => {
    const show = vi.spyOn(notifications, 'show');
    await showServerError({}, { notify: true, fallback: 'Could not load' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Could not load' }));
  });
});
