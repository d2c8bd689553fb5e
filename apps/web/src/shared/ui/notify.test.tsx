import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { notify, notifyError } from './notify.ts';

afterEach(() => {
  act(() => notifications.clean());
  vi.restoreAllMocks();
});

describe('notify', () => {
  it.each([
    ['success', 'teal'],
    ['danger', 'red'],
    ['warning', 'yellow'],
    ['info', 'blue'],
    ['default', undefined],
  ] as const)('%s toasts are %s', (type, color) => {
    const show = vi.spyOn(notifications, 'show');
    notify(type, 'Saved', 'Title');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color, message: 'Saved', title: 'Title' }));
  });

  it('shows the toast on screen', async () => {
    renderWithProviders(<p />);
    act(() => void notifyError('Broken'));
    expect(await screen.findByText('Broken')).toBeInTheDocument();
  });
});
