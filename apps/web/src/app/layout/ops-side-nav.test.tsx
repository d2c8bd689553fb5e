import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Operator } from '@cabinet/contracts/ops';
import type { OpsRole } from '@cabinet/contracts/permissions';
import { indexRoutes } from '../../shared/lib/known-paths.ts';
import { sessionKeys } from '../../shared/session/session-keys.ts';
import { renderRoutes, testQueryClient } from '../../../test/render.tsx';
import { opsMenu } from './ops-navigation.ts';
import { OpsSideNav } from './ops-side-nav.tsx';

const operator: Operator = { id: 1, email: 'op@example.com', first_name: 'Iryna', last_name: 'Bondar', ops_roles: [] };

/** The menu of an operator holding these roles, every desk routed. */
function menuOf(roles: OpsRole[]) {
  indexRoutes(opsMenu.map((item) => ({ path: item.path })));
  const client = testQueryClient();
  client.setQueryData(sessionKeys.operator(), { ...operator, ops_roles: roles });
  renderRoutes([{ path: '/ops', element: <OpsSideNav onNavigate={() => undefined} /> }], '/ops', client);
  return screen.getAllByRole('link').map((link) => link.textContent);
}

describe('the back office menu', () => {
  it('shows a warehouse clerk the warehouse desks, and no money desk', () => {
    const desks = menuOf(['warehouse']);
    expect(desks).toEqual(expect.arrayContaining(['Shipments', 'Returns', 'Disposals', 'Tariffs']));
    expect(desks).not.toContain('Withdrawals');
    expect(desks).not.toContain('Top-ups');
  });

  it('shows an administrator every desk', () => {
    expect(menuOf(['admin'])).toHaveLength(opsMenu.length);
  });

  it('tells an operator without roles that an administrator grants them, and shows no desk but the home page', () => {
    indexRoutes(opsMenu.map((item) => ({ path: item.path })));
    const client = testQueryClient();
    client.setQueryData(sessionKeys.operator(), { ...operator, ops_roles: [] });
    renderRoutes([{ path: '/ops', element: <OpsSideNav onNavigate={() => undefined} /> }], '/ops', client);
    expect(screen.getByText('No desk is open to you yet: an administrator grants the roles.')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['What waits']);
  });
});
