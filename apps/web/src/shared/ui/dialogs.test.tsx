import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DialogHost from './dialog-host.tsx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { alert, configureDialogs, confirm, DialogCancelled } from './dialogs.tsx';

beforeEach(() => {
  renderWithProviders(<DialogHost />);
});

const openDialog = <T,>(open: () => Promise<T>) => {
  let promise!: Promise<T>;
  act(() => {
    promise = open();
  });
  // Cancelling rejects before the test awaits the promise; mark it handled so Node does not report it.
  promise.catch(() => {});
  return promise;
};

describe('confirm', () => {
  it('shows title, message and errors, and resolves with the chosen value', async () => {
    const result = openDialog(() =>
      confirm({
        title: 'Delete the address?',
        message: 'It cannot be restored',
        errors: ['Used by 2 parcels'],
        actions: [
          { label: 'Archive', value: 'archive', flat: true },
          { label: 'Delete', value: 'delete', color: 'red', badge: { label: '2' } },
        ],
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete the address?' });
    expect(dialog).toHaveTextContent('It cannot be restored');
    expect(screen.getByRole('alert')).toHaveTextContent('Used by 2 parcels');
    expect(screen.getByRole('button', { name: /^Delete\s*2$/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Delete\s*2$/ }));
    await expect(result).resolves.toBe('delete');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('rejects on Cancel', async () => {
    const result = openDialog(() => confirm({ title: 'Sure?' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(result).rejects.toBeInstanceOf(DialogCancelled);
  });

  it('rejects on Escape', async () => {
    const result = openDialog(() => confirm({ title: 'Sure?' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(result).rejects.toBeInstanceOf(DialogCancelled);
  });

  it('shows loading while a handler runs, then closes', async () => {
    let finish!: () => void;
    const handler = vi.fn(() => new Promise<void>((done) => (finish = done)));
    const result = openDialog(() => confirm({ title: 'Pay?', actions: [{ label: 'Pay', value: 1, handler }] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toHaveAttribute('data-loading', 'true'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => finish());
    await expect(result).resolves.toBe(1);
    expect(handler).toHaveBeenCalledOnce();
  });

  it('keeps the dialog open and shows the failure when a handler throws', async () => {
    void openDialog(() =>
      confirm({ title: 'Pay?', actions: [{ label: 'Pay', handler: () => Promise.reject(new Error('x')) }] }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    expect(screen.getByRole('button', { name: 'Pay' })).not.toHaveAttribute('data-loading');
  });

  it('offers sub-options and navigates for an action with a path', async () => {
    const navigate = vi.fn();
    configureDialogs({ navigate });
    const result = openDialog(() =>
      confirm({
        title: 'Label',
        actions: [{ label: 'Print', to: '/labels', options: [{ label: 'A4', action: () => 'a4' }] }],
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'A4' }));
    await expect(result).resolves.toBe('a4');
    expect(navigate).toHaveBeenCalledWith('/labels');
  });
});

describe('alert', () => {
  it('resolves with undefined when closed by Escape', async () => {
    const result = openDialog(() => alert({ title: 'Done', message: 'Saved' }));
    await screen.findByRole('dialog', { name: 'Done' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(result).resolves.toBeUndefined();
  });

  it('resolves with true for OK', async () => {
    const result = openDialog(() => alert({ title: 'Done' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(result).resolves.toBe(true);
  });
});
