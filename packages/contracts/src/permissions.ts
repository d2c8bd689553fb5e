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
