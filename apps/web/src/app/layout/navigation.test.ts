import { describe, expect, it } from 'vitest';
import { routes } from '../routes.tsx';
import { routedPaths } from '../../shared/lib/known-paths.ts';
import { isRouted, menu, visibleMenu, type MenuSection } from './navigation.ts';

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
    for (const item of shown.flatMap((s) => s.items)) expect(isRouted(routed, item.path), item.path).toBe(true);
    expect(routed.has('/dashboard')).toBe(true);
  });

  it('shows an item whose path fills a routed pattern, and no other', () => {
    const routed = new Set(['/orders/:type', '/payoneer-accounts/:accountId/activate/']);
    expect(isRouted(routed, '/orders/all')).toBe(true);
    expect(isRouted(routed, '/orders/all/7')).toBe(false);
    expect(isRouted(routed, '/payoneer-accounts/3/activate/')).toBe(true);
    expect(isRouted(routed, '/connect/etsy')).toBe(false);
    const sales: MenuSection[] = [{ key: 'sales', labelKey: 's', items: [{ labelKey: 'm', path: '/orders/all' }] }];
    expect(visibleMenu(sales, routed, { permissions: [] })[0]!.items).toEqual([
      { labelKey: 'm', path: '/orders/all', external: false },
    ]);
  });

  it('shows an outside link only once its address is configured, and to those allowed', () => {
    const sections: MenuSection[] = [
      {
        key: 'integrations',
        labelKey: 'i',
        items: [
          { labelKey: 'etsy', path: '/connect/etsy', permission: 'integrations.read' },
          { labelKey: 'old', external: 'old_market', permission: 'integrations.read' },
        ],
      },
    ];
    const routed = new Set(['/connect/:platform']);
    const owner = { permissions: ['integrations.read' as const] };
    expect(visibleMenu(sections, routed, owner)[0]!.items.map((i) => i.labelKey)).toEqual(['etsy']);
    expect(visibleMenu(sections, routed, owner, { old_market: null })[0]!.items).toHaveLength(1);
    expect(visibleMenu(sections, routed, owner, { old_market: 'https://old.market.example' })[0]!.items).toEqual([
      { labelKey: 'etsy', path: '/connect/etsy', external: false },
      { labelKey: 'old', path: 'https://old.market.example', external: true },
    ]);
    expect(visibleMenu(sections, routed, { permissions: [] }, { old_market: 'https://old.market.example' })).toEqual(
      [],
    );
  });

  it('offers every shop kind, the old market and the request form under Integrations', () => {
    const routed = routedPaths(routes);
    const shown = visibleMenu(
      menu,
      routed,
      { permissions: ['integrations.read'] },
      { old_market: 'https://m.example' },
    );
    const integrations = shown.find((s) => s.key === 'integrations')!;
    expect(integrations.items.map((i) => i.path)).toEqual([
      '/connect/etsy',
      '/connect/amazon',
      '/connect/shopify',
      '/connect/ebay',
      '/connect/market',
      'https://m.example',
      '/connect/request',
    ]);
    const account = shown.find((s) => s.key === 'account')!;
    expect(account.items.map((i) => i.path)).toContain('/settings/sales');
  });
});
