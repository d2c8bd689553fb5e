import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { OpsOperatorsPage } from './ops-operators-page.tsx';

beforeAll(() => i18n.loadNamespaces('operators'));
afterEach(() => vi.unstubAllGlobals());

const clerk = {
  id: 12,
  email: 'clerk@example.com',
  first_name: 'Taras',
  last_name: 'Melnyk',
  ops_roles: ['warehouse'],
  created_at: '2026-11-30T09:00:00.000Z',
};

describe('the operators page', () => {
  it('grants a clerk a second role and saves only what changed', async () => {
    const calls = stubApi({
      'GET /api/ops/operators': [200, { operators: [clerk] }],
      'PUT /api/ops/operators/12/roles': [200, { ...clerk, ops_roles: ['warehouse', 'support'] }],
    });
    renderRoutes([{ path: '/ops/operators', element: <OpsOperatorsPage /> }], '/ops/operators');
    const user = userEvent.setup();
    const row = (await screen.findByText('clerk@example.com')).closest('tr')!;
    const save = within(row).getByRole('button', { name: 'Save roles' });
    expect(save).toBeDisabled();
    expect(within(row).getByRole('checkbox', { name: 'Warehouse' })).toBeChecked();
    await user.click(within(row).getByRole('checkbox', { name: 'Support' }));
    await user.click(save);
    await vi.waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/ops/operators/12/roles')?.body).toEqual({
        ops_roles: ['warehouse', 'support'],
      }),
    );
  });

  it('adds an operator after checking the form, and shows the server’s word on a taken e-mail', async () => {
    const calls = stubApi({
      'GET /api/ops/operators': [200, { operators: [clerk] }],
      'POST /api/ops/operators': [
        400,
        {
          code: 'email_taken',
          message: 'An account with this e-mail already exists',
          errors: { email: ['An account with this e-mail already exists'] },
        },
      ],
    });
    renderRoutes([{ path: '/ops/operators', element: <OpsOperatorsPage /> }], '/ops/operators');
    const user = userEvent.setup();
    await screen.findByText('clerk@example.com');
    await user.click(screen.getByRole('button', { name: 'Add the operator' }));
    expect(calls.some((c) => c.key === 'POST /api/ops/operators')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Oksana');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Shevchuk');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'oksana@example.com');
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'finance-pass-1');
    await user.type(screen.getByLabelText('Repeat the password', { selector: 'input' }), 'finance-pass-1');
    const form = screen.getByRole('button', { name: 'Add the operator' }).closest('form')!;
    await user.click(within(form).getByRole('checkbox', { name: 'Finance' }));
    await user.click(screen.getByRole('button', { name: 'Add the operator' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/ops/operators')?.body).toEqual({
        email: 'oksana@example.com',
        first_name: 'Oksana',
        last_name: 'Shevchuk',
        password: 'finance-pass-1',
        ops_roles: ['finance'],
      }),
    );
    expect((await screen.findAllByText('An account with this e-mail already exists')).length).toBeGreaterThan(0);
  });
});
