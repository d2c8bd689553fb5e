import { api } from '../../../shared/api/client.ts';

/** POST /auth/logout: revokes the token on the server; an already ended session is no reason to stay. */
export const logout = () => api.post<{ ok: true }>('/auth/logout', undefined, { skipSessionHandling: true });
