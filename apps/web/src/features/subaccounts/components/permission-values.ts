import type { TFunction } from 'i18next';
import { permissionDomains, type Permission, type PermissionDomain } from '@cabinet/contracts/permissions';

export type Level = 'read' | 'write';

export const permissionOf = (domain: PermissionDomain, level: Level): Permission => `${domain}.${level}`;

/** Keeps the contract's order, so that equal sets compare equal and the request reads like the matrix. */
function ordered(set: ReadonlySet<Permission>): Permission[] {
  return permissionDomains.flatMap((domain) =>
    (['read', 'write'] as const).map((level) => permissionOf(domain, level)).filter((p) => set.has(p)),
  );
}

/** One box ticked or cleared: Change brings View with it, and clearing View takes Change away. */
export function togglePermission(
  current: readonly Permission[],
  domain: PermissionDomain,
  level: Level,
  checked: boolean,
): Permission[] {
  const next = new Set(current);
  if (checked) {
    next.add(permissionOf(domain, level));
    if (level === 'write') next.add(permissionOf(domain, 'read'));
  } else {
    next.delete(permissionOf(domain, level));
    if (level === 'read') next.delete(permissionOf(domain, 'write'));
  }
  return ordered(next);
}

/**
 * What the manager may hand out: the owner everything, a member what they hold — and Change only together
 * with View, since ticking Change ticks View too.
 */
export function grantable(held: readonly Permission[], isOwner: boolean): Set<Permission> {
  if (isOwner) return new Set(permissionDomains.flatMap((d) => [permissionOf(d, 'read'), permissionOf(d, 'write')]));
  const has = new Set(held);
  return new Set(
    permissionDomains.flatMap((domain) => {
      const read = permissionOf(domain, 'read');
      const write = permissionOf(domain, 'write');
      if (!has.has(read)) return [];
      return has.has(write) ? [read, write] : [read];
    }),
  );
}

/** "All": every box the manager may tick; boxes they may not touch keep their state. */
export const grantAll = (current: readonly Permission[], allowed: ReadonlySet<Permission>) =>
  ordered(new Set([...current, ...allowed]));

/** "None": clears every box the manager may touch. */
export const grantNone = (current: readonly Permission[], allowed: ReadonlySet<Permission>) =>
  ordered(new Set(current.filter((p) => !allowed.has(p))));

export const samePermissions = (a: readonly Permission[], b: readonly Permission[]) =>
  ordered(new Set(a)).join() === ordered(new Set(b)).join();

export function domainNames(t: TFunction): Record<PermissionDomain, string> {
  return {
    account: t('subaccounts:permissions.account'),
    subaccounts: t('subaccounts:permissions.subaccounts'),
    money: t('subaccounts:permissions.money'),
    shipments: t('subaccounts:permissions.shipments'),
    addresses: t('subaccounts:permissions.addresses'),
    products: t('subaccounts:permissions.products'),
    warehouse: t('subaccounts:permissions.warehouse'),
    integrations: t('subaccounts:permissions.integrations'),
    purchases: t('subaccounts:permissions.purchases'),
    disputes: t('subaccounts:permissions.disputes'),
    services: t('subaccounts:permissions.services'),
    support: t('subaccounts:permissions.support'),
  };
}

/** The list's short description of a member's rights. */
export function permissionSummary(granted: readonly Permission[], t: TFunction): string {
  const has = new Set(granted);
  const names = domainNames(t);
  const change = permissionDomains.filter((d) => has.has(permissionOf(d, 'write')));
  const view = permissionDomains.filter((d) => has.has(permissionOf(d, 'read')) && !has.has(permissionOf(d, 'write')));
  if (change.length === permissionDomains.length) return t('subaccounts:summary.full');
  if (change.length === 0 && view.length === 0) return t('subaccounts:summary.none');
  const parts: string[] = [];
  if (change.length > 0) parts.push(t('subaccounts:summary.change', { areas: change.map((d) => names[d]).join(', ') }));
  if (view.length > 0) parts.push(t('subaccounts:summary.view', { areas: view.map((d) => names[d]).join(', ') }));
  return parts.join(' ');
}
