import { z } from 'zod';

/**
 * Permission names, one read and one write per domain. The account owner holds all of them; a subaccount member
 * holds what the owner granted. Operators hold none: they act only through /api/ops/*.
 */
export const permissionDomains = [
  'account',
  'subaccounts',
  'money',
  'shipments',
  'addresses',
  'products',
  'warehouse',
  'integrations',
  'purchases',
  'disputes',
  'services',
  'support',
] as const;
export type PermissionDomain = (typeof permissionDomains)[number];

export const permissions = permissionDomains.flatMap((d) => [`${d}.read`, `${d}.write`] as const);
export const permissionSchema = z.enum(permissions as [Permission, ...Permission[]]);
export type Permission = `${PermissionDomain}.${'read' | 'write'}`;

export const allPermissions: readonly Permission[] = permissions;

/**
 * The back office's roles (issue 23): finance (money: payouts, credits, top-ups, invoices, tariffs), warehouse
 * (parcels, stock, returns, disposals), support (shops, letters, error reports; reading sellers' money and parcels).
 * An administrator holds every role's rights and is the one who grants them.
 */
export const opsRoles = ['admin', 'finance', 'warehouse', 'support'] as const;
export const opsRoleSchema = z.enum(opsRoles);
export type OpsRole = (typeof opsRoles)[number];

/** What an operator operation needs: one of these roles, or (`any`) only to be an operator, whatever the roles. */
export type OpsRoleNeed = OpsRole | readonly OpsRole[] | 'any';

/** Whether an operator holding `held` may do what needs `needed` (an administrator may do everything). */
export function holdsOpsRole(held: readonly OpsRole[], needed: OpsRoleNeed): boolean {
  if (needed === 'any' || held.includes('admin')) return true;
  const any: readonly OpsRole[] = typeof needed === 'string' ? [needed] : needed;
  return any.some((role) => held.includes(role));
}
