import type { User } from '@cabinet/contracts/user';

/** Inviting, editing, disabling and removing need `subaccounts.write` (the owner holds every permission). */
export const canManageSubaccounts = (user: User) =>
  user.role === 'owner' || user.permissions.includes('subaccounts.write');
