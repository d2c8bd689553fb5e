import type { ReactNode } from 'react';
import type { Permission } from '@cabinet/contracts/permissions';
import { useCurrentUser } from './current-user.ts';

/*
 * What the signed-in user may do (issue 12): the owner holds every permission, a member what the owner granted
 * (GET /user/ lists them). Every action the server would refuse with 'permission_denied' is hidden with these, the
 * same way on every page: a member is never offered an action they cannot use.
 */

/** The user holds this permission (every one of them, when given several). */
export function useCan(...wanted: Permission[]): boolean {
  const { permissions } = useCurrentUser();
  return wanted.every((permission) => permissions.includes(permission));
}

/** Renders its children only for a user holding the permission; else the fallback (nothing by default). */
export function Can({
  permission,
  children,
  fallback = null,
}: {
  permission: Permission | Permission[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const allowed = useCan(...(Array.isArray(permission) ? permission : [permission]));
  return <>{allowed ? children : fallback}</>;
}
