import { describe, expect, it } from 'vitest';
import { routes } from '../routes.tsx';
import { routedPaths } from '../../shared/lib/known-paths.ts';
import { menu, visibleMenu, type MenuSection } from './navigation.ts';

const sections: MenuSection[] = [
  {
    key: 'account',
    labelKey: 'x',
    items: [
      { labelKey: 'a', path: '/account' },
      { labelKey: 'b', path: '/not-built-yet' },
      { labelKey: 'c', path: '/subaccounts', permission: 'subaccounts.read' },
    ],
  },
  { key: 'empty', labelKey: 'y', items: [{ labelKey: 'd', path: '/nowhere' }] },
];

describe('navigation', () => {
  it('collects the concrete paths of nested routes', () => {
    const found = routedPaths([{ children: [{ path: '/a', children: [{ path: 'b' }] }, { path: '*' }] }]);
    expect([...found]).toEqual(['/a', '/a/b']);
  });

  it('shows only items that have a route and that the user may use, and drops empty sections', () => {
    const routed = new Set(['/account', '/subaccounts']);
    const member = visibleMenu(sections, routed, { permissions: ['account.read'] });
    expect(member.map((s) => s.items.map((i) => i.path))).toEqual([['/account']]);
    const owner = visibleMenu(sections, routed, { permissions: ['subaccounts.read'] });
    expect(owner[0]!.items.map((i) => i.path)).toEqual(['/account', '/subaccounts']);
  });

  it('has no menu item pointing outside the real route table once shown', () => {
    const routed = routedPaths(routes);
    const shown = visibleMenu(menu, routed, { permissions: ['account.read', 'subaccounts.read'] });
    expect(shown.flatMap((s) => s.items).length).toBeGreaterThan(1);
    for (const item of shown.flatMap((s) => s.items)) expect(routed.has(item.path), item.path).toBe(true);
    expect(routed.has('/dashboard')).toBe(true);
  });
});
