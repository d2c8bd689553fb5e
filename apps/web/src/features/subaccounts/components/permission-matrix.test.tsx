import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '@cabinet/contracts/permissions';
import { renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { PermissionMatrix } from './permission-matrix.tsx';
import { grantable, togglePermission } from './permission-values.ts';

beforeAll(() => i18n.loadNamespaces('subaccounts'));

function Harness({ held, isOwner, initial = [] }: { held: Permission[]; isOwner: boolean; initial?: Permission[] }) {
  const [value, setValue] = useState<Permission[]>(initial);
  return <PermissionMatrix value={value} onChange={setValue} allowed={grantable(held, isOwner)} />;
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('permission matrix', () => {
  it('ticks View with Change, and clears Change with View', async () => {
    renderWithProviders(<Harness held={[]} isOwner />);
    const user = userEvent.setup();
    await user.click(box('Change: Shipments'));
    expect(box('Change: Shipments')).toBeChecked();
    expect(box('View: Shipments')).toBeChecked();

    await user.click(box('View: Shipments'));
    expect(box('View: Shipments')).not.toBeChecked();
    expect(box('Change: Shipments')).not.toBeChecked();
    expect(screen.queryByText(/only the rights you hold/)).toBeNull();
  });

  it('ticks and clears everything with the shortcuts', async () => {
    renderWithProviders(<Harness held={[]} isOwner />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tick all' }));
    expect(screen.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getAllByRole('checkbox').some((c) => (c as HTMLInputElement).checked)).toBe(false);
  });

  it('lets a member grant only what they hold, saying why the rest is unavailable', async () => {
    renderWithProviders(
      <Harness held={['shipments.read', 'shipments.write', 'money.read']} isOwner={false} initial={[]} />,
    );
    const user = userEvent.setup();
    expect(box('View: Shipments')).toBeEnabled();
    expect(box('Change: Shipments')).toBeEnabled();
    expect(box('View: Balance and payments')).toBeEnabled();
    expect(box('Change: Balance and payments')).toBeDisabled();
    expect(box('View: Products')).toBeDisabled();
    expect(box('Change: Balance and payments')).toHaveAccessibleDescription(/only the rights you hold yourself/);

    await user.click(screen.getByRole('button', { name: 'Tick all' }));
    const ticked = screen
      .getAllByRole('checkbox')
      .filter((c) => (c as HTMLInputElement).checked)
      .map((c) => c.getAttribute('aria-label'));
    expect(ticked).toEqual(['View: Balance and payments', 'View: Shipments', 'Change: Shipments']);
  });
});

describe('togglePermission', () => {
  it('keeps the contract order and never leaves Change without View', () => {
    expect(togglePermission(['products.read'], 'money', 'write', true)).toEqual([
      'money.read',
      'money.write',
      'products.read',
    ]);
    expect(togglePermission(['money.read', 'money.write'], 'money', 'read', false)).toEqual([]);
    expect(togglePermission(['money.read', 'money.write'], 'money', 'write', false)).toEqual(['money.read']);
  });
});
