import type { User } from '@cabinet/contracts/user';

/** Withdrawing, sending and changing requisites need `money.write`; seeing them, `money.read` (the server agrees). */
export const canMoveMoney = (user: Pick<User, 'permissions'>) => user.permissions.includes('money.write');
