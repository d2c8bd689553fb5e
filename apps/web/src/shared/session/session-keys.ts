/**
 * The query keys of the signed-in session. Kept apart from the session's queries so that the app's shell can drop
 * the session (on a refused token) without loading the contracts and their schemas, which arrive with the first
 * signed-in route.
 */
export const sessionKeys = {
  all: ['session'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
  operator: () => [...sessionKeys.all, 'operator'] as const,
};
