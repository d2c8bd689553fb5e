import { authApi } from '@cabinet/contracts/auth';
import { call } from '../../../shared/api/call.ts';

/** Revokes the token on the server; an already ended session is no reason to stay. */
export const logout = () => call(authApi.logout, { skipSessionHandling: true });
